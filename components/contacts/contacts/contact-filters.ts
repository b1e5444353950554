import type { ContactFilters } from "@/lib/api/contacts";
import { GENDER_TITLES, GENDERS, NO_GENDER } from "@/lib/contract/contacts";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import {
  defineTableFilters,
  type FilterDef,
  type FilterValue,
  type TableFilterConfig,
} from "@/lib/url-state/filter-definitions";
import { countActiveFilters } from "@/lib/url-state/filter-parsers";

/** The contact table's query keys start with this, so the other contact screens' lists in the same page keep their own. */
export const CONTACT_FILTER_PREFIX = "contact_";
/** Query keys (after the prefix) of the feature filter and its value. */
export const FEATURE_FILTER = "feature";
export const FEATURE_VALUE_FILTER = "feature_value";

const GENDER_OPTIONS = [
  ...Object.values(GENDERS).map((gender) => ({ value: String(gender), label: GENDER_TITLES[gender]! })),
  { value: String(NO_GENDER), label: "نامشخص" },
];

const FIXED_FILTERS: readonly FilterDef[] = [
  { type: "search", name: "search", label: "جستجو", placeholder: "نام یا شماره موبایل" },
  { type: "search", name: "tag", label: "برچسب", placeholder: "برچسب کامل" },
  { type: "options", name: "gender", label: "جنسیت", options: GENDER_OPTIONS },
  { type: "date_range", name: "created", label: "تاریخ ایجاد", dateFromKey: "created_from", dateToKey: "created_to" },
];

/** The feature the link names (`contact_feature`), when it is one of the user's enabled features. */
export const chosenFeature = (features: readonly PhonebookOption[], linked: string | null): PhonebookOption | null =>
  features.find((feature) => feature.enabled && String(feature.id) === linked) ?? null;

/** The value field follows the feature's type: part of a text, a whole number, or a Jalali day from the date picker. */
function featureValueFilter(feature: PhonebookOption): FilterDef {
  const label = `مقدار «${feature.title}»`;
  if (feature.type === "date") return { type: "date", name: FEATURE_VALUE_FILTER, label };
  return {
    type: "search",
    name: FEATURE_VALUE_FILTER,
    label,
    placeholder: feature.type === "int" ? "عدد صحیح، مانند ۲۵" : "بخشی از مقدار",
  };
}

/**
 * The contact table's filters in the query string (its phonebook is the `group` chosen from the
 * phonebook list): search, tag, gender, a created range, and a custom feature from the user's
 * enabled ones, whose value field shows once a feature is chosen.
 */
export function contactTableFilters(
  features: readonly PhonebookOption[],
  chosen: PhonebookOption | null,
): TableFilterConfig {
  return defineTableFilters(
    [
      ...FIXED_FILTERS,
      {
        type: "options",
        name: FEATURE_FILTER,
        label: "ویژگی",
        allLabel: "همه",
        options: features
          .filter((feature) => feature.enabled)
          .map((feature) => ({ value: String(feature.id), label: feature.title })),
      },
      ...(chosen ? [featureValueFilter(chosen)] : []),
    ],
    { prefix: CONTACT_FILTER_PREFIX },
  );
}

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" ? value : null);
const numberOf = (value: FilterValue | undefined) => (typeof value === "string" ? Number(value) : null);
const dayOf = (day: unknown) => (typeof day === "string" ? day : null);
const dayRangeOf = (value: FilterValue | undefined) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? { from: dayOf(value.from), to: dayOf(value.to) }
    : { from: null, to: null };

/** The table's applied filters with its phonebook, as the contact list and the export take them. */
export function toContactFilters(values: Values, phonebookId: number | null): ContactFilters {
  const created = dayRangeOf(values.created);
  const featureId = numberOf(values[FEATURE_FILTER]);
  return {
    search: textOf(values.search),
    tag: textOf(values.tag),
    gender: numberOf(values.gender),
    createdFrom: created.from,
    createdTo: created.to,
    featureId,
    featureValue: featureId === null ? null : textOf(values[FEATURE_VALUE_FILTER]),
    phonebookId,
  };
}

/** Whether any filter of the table narrows the list (the phonebook aside). */
export const hasContactFilters = (values: Values) => countActiveFilters(values as Record<string, FilterValue>) > 0;
