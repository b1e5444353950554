"use client";

import { useQueryStates } from "nuqs";
import { useEffect, useMemo, useRef } from "react";
import { useContactFeatures } from "@/lib/api/contacts";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import type { TableFilterConfig } from "@/lib/url-state/filter-definitions";
import { parseAsSearchText } from "@/lib/url-state/filter-parsers";
import {
  chosenFeature,
  CONTACT_FILTER_PREFIX,
  contactTableFilters,
  FEATURE_FILTER,
  FEATURE_VALUE_FILTER,
} from "./contact-filters";

const NO_FEATURES: readonly PhonebookOption[] = [];

// Read as text, as the table's own filters read these keys, so both see the same values.
const featureKeys = {
  feature: parseAsSearchText.withOptions({ history: "replace" }),
  value: parseAsSearchText.withOptions({ history: "replace" }),
};
const featureUrlKeys = {
  feature: CONTACT_FILTER_PREFIX + FEATURE_FILTER,
  value: CONTACT_FILTER_PREFIX + FEATURE_VALUE_FILTER,
};

export interface ContactTableFilterSetup {
  config: TableFilterConfig;
  /** False while the link names a feature and the features are still loading: the list waits, so it never shows unfiltered rows. */
  ready: boolean;
}

/**
 * The contact table's filters, their feature choices from the user's features. A value left from
 * another feature (the feature changed, the value did not) is dropped from the link, so a text does
 * not turn into a whole number's or a day's value.
 */
export function useContactTableFilters(): ContactTableFilterSetup {
  const features = useContactFeatures();
  const [link, setLink] = useQueryStates(featureKeys, { urlKeys: featureUrlKeys });
  const list = features.data ?? NO_FEATURES;
  const chosen = chosenFeature(list, link.feature);
  const config = useMemo(() => contactTableFilters(list, chosen), [list, chosen]);

  const previous = useRef(link);
  useEffect(() => {
    const before = previous.current;
    previous.current = link;
    if (before.feature !== link.feature && before.value === link.value && link.value !== null)
      void setLink({ value: null });
  }, [link, setLink]);

  return { config, ready: link.feature === null || !features.isPending };
}
