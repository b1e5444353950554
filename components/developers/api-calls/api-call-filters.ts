import type { ApiCallFilters } from "@/lib/api/queries/api-call-queries";
import { API_KEY_MESSAGES, type ApiKeyRow } from "@/lib/contract/api-keys";
import { dateToIsoDay } from "@/lib/date/iso-day";
import { defineTableFilters, type FilterValue, type TableFilterConfig } from "@/lib/url-state/filter-definitions";
import { countActiveFilters } from "@/lib/url-state/filter-parsers";
import { jalaliDayToDate } from "@/lib/url-state/jalali-date";

const STATUS_CLASSES = ["2xx", "4xx", "5xx"] as const;
type StatusClass = (typeof STATUS_CLASSES)[number];

/** How a status class is offered: what it means, then its Latin name. */
const STATUS_CLASS_LABELS: Record<StatusClass, string> = {
  "2xx": "موفق (۲xx)",
  "4xx": "خطای درخواست (۴xx)",
  "5xx": "خطای سرور (۵xx)",
};

const PATH_MAX = 200;
const PATH_TOO_LONG = "مسیر جستجو حداکثر ۲۰۰ نویسه است";

const STATUS_FILTER = {
  type: "options",
  name: "status",
  label: "وضعیت پاسخ",
  allLabel: "همهٔ وضعیت‌ها",
  options: STATUS_CLASSES.map((value) => ({ value, label: STATUS_CLASS_LABELS[value] })),
} as const;
const PATH_FILTER = {
  type: "search",
  name: "path",
  label: "مسیر",
  placeholder: "مثلاً send یا payment/credit",
  check: (text: string) => (text.trim().length > PATH_MAX ? PATH_TOO_LONG : null),
} as const;
const DAYS_FILTER = {
  type: "date_range",
  name: "days",
  label: "تاریخ",
  dateFromKey: "from",
  dateToKey: "to",
  orderMessage: API_KEY_MESSAGES.rangeInverted,
} as const;

/**
 * The log's filters in the query string: the key (offered from the account's keys; left out for a
 * colleague who may not see them), the answer's status class, words of the path and the Jalali days.
 */
export function apiCallTableFilters(keys: readonly ApiKeyRow[] | null): TableFilterConfig {
  if (keys === null) return defineTableFilters([STATUS_FILTER, PATH_FILTER, DAYS_FILTER]);
  const keyFilter = {
    type: "options",
    name: "key",
    label: "کلید",
    allLabel: "همهٔ کلیدها",
    options: keys.map((key) => ({ value: String(key.id), label: key.title })),
  } as const;
  return defineTableFilters([keyFilter, STATUS_FILTER, PATH_FILTER, DAYS_FILTER]);
}

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" && value.trim() ? value.trim() : null);
const isoDayOf = (day: unknown) => {
  const date = typeof day === "string" ? jalaliDayToDate(day) : null;
  return date ? dateToIsoDay(date) : null;
};
const isStatusClass = (value: string | null): value is StatusClass =>
  (STATUS_CLASSES as readonly string[]).includes(value ?? "");

/** The applied filters as the upstream takes them: Jalali days become the ISO days they are. */
export function toApiCallFilters(values: Values): ApiCallFilters {
  const filters: ApiCallFilters = {};
  const key = Number(textOf(values.key));
  if (Number.isSafeInteger(key) && key > 0) filters.key_id = key;
  const status = textOf(values.status);
  if (isStatusClass(status)) filters.status_class = status;
  const path = textOf(values.path);
  if (path && path.length <= PATH_MAX) filters.path = path;
  const days = values.days;
  const range = days && typeof days === "object" && !Array.isArray(days) ? days : null;
  const from = isoDayOf(range?.from);
  const to = isoDayOf(range?.to);
  if (from) filters.from_day = from;
  if (to) filters.to_day = to;
  return filters;
}

/** Whether a filter the user chose narrows the log. */
export const hasApiCallFilters = (values: Values) => countActiveFilters(values as Record<string, FilterValue>) > 0;
