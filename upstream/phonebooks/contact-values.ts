import { CONTACT_MESSAGES } from "@/lib/contract/contacts";
import type { FieldErrors } from "@/lib/contract/envelope";
import { checkFeatureValue, PHONEBOOK_MESSAGES, type OptionType } from "@/lib/contract/phonebooks";
import type { Feature } from "./features";

export type CheckedOptions = { ok: true; options: Record<string, string> } | { ok: false; errors: FieldErrors };

/**
 * A contact's feature values checked against the features the user sees: each id must be a
 * visible, enabled feature and each value fit its type. Values go onto `base` (a blank one removes
 * the feature's value), so an edit changes only the features it names.
 */
export function checkContactOptions(
  raw: Record<string, string | number | null>,
  features: ReadonlyMap<number, Feature>,
  path: string,
  base: Record<string, string> = {},
): CheckedOptions {
  const options = { ...base };
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(raw)) {
    const feature = features.get(Number(key));
    const field = `${path}.${key}`;
    if (!feature) {
      errors[field] = [PHONEBOOK_MESSAGES.optionNotFound];
      continue;
    }
    if (!feature.enabled) {
      errors[field] = [CONTACT_MESSAGES.optionDisabled];
      continue;
    }
    const checked = checkFeatureValue(feature.type as OptionType, feature.title, value);
    if (!checked.ok) errors[field] = [checked.message];
    else if (checked.value === null) delete options[String(feature.id)];
    else options[String(feature.id)] = checked.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, options };
}

/** The feature ids a batch of contacts names, to look them up at once. */
export function featureIdsOf(list: ReadonlyArray<{ options?: Record<string, unknown> }>): number[] {
  const ids = new Set<number>();
  for (const item of list) for (const key of Object.keys(item.options ?? {})) ids.add(Number(key));
  return [...ids];
}
