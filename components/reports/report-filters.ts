import type { ReportFilterValues } from "@/lib/api/report";
import { REPORT_MESSAGES, reportFiltersSchema } from "@/lib/contract/report";
import { SEND_STATE_LOOK } from "@/lib/send/send-states";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";
import { countActiveFilters } from "@/lib/url-state/filter-parsers";

type CheckedKey = "number" | "messages_outbox_id" | "message";

/** The contract's Persian reason for refusing a typed value of one filter, or null when it passes. */
const checkWith = (key: CheckedKey) => (text: string) => {
  const result = reportFiltersSchema.safeParse({ [key]: text });
  return result.success ? null : (result.error.issues[0]?.message ?? REPORT_MESSAGES.filtersInvalid);
};

const STATE_OPTIONS = Object.entries(SEND_STATE_LOOK).map(([state, look]) => ({ value: state, label: look.label }));

/**
 * The report lists' filters in the query string (Edge's `filters`): send id, sender line, text,
 * state, creation and send days, and a range of recipients handed over. A value or range the
 * upstream would refuse is refused beside its field, in the contract's words.
 */
export const REPORT_FILTERS = defineTableFilters([
  {
    type: "search",
    name: "id",
    label: "شناسهٔ ارسال",
    placeholder: "مانند ۱۲۳۴۵",
    check: checkWith("messages_outbox_id"),
  },
  { type: "search", name: "number", label: "شماره فرستنده", placeholder: "مانند ۳۰۰۰۵۰۵", check: checkWith("number") },
  { type: "search", name: "text", label: "متن پیام", placeholder: "بخشی از متن", check: checkWith("message") },
  { type: "options", name: "state", label: "وضعیت", allLabel: "همه", options: STATE_OPTIONS },
  {
    type: "date_range",
    name: "created",
    label: "تاریخ ایجاد",
    dateFromKey: "created_from",
    dateToKey: "created_to",
    orderMessage: REPORT_MESSAGES.createRange,
  },
  {
    type: "date_range",
    name: "sent",
    label: "تاریخ ارسال",
    dateFromKey: "sent_from",
    dateToKey: "sent_to",
    orderMessage: REPORT_MESSAGES.sendRange,
  },
  {
    type: "search_range",
    name: "count",
    label: "تعداد ارسال‌شده",
    fromKey: "count_from",
    toKey: "count_to",
    orderMessage: REPORT_MESSAGES.exitRange,
  },
]);

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" ? value : null);
const rangeOf = (value: FilterValue | undefined) =>
  value && typeof value === "object" && !Array.isArray(value) ? value : { from: null, to: null };
const dayOf = (day: unknown) => (typeof day === "string" ? day : null);
const countOf = (count: unknown) => (typeof count === "number" ? count : null);

/** The applied filters as the report lists and the systemic export take them. */
export function toReportFilters(values: Values): ReportFilterValues {
  const created = rangeOf(values.created);
  const sent = rangeOf(values.sent);
  const count = rangeOf(values.count);
  const state = textOf(values.state);
  return {
    sendId: textOf(values.id),
    number: textOf(values.number),
    text: textOf(values.text),
    state: state === null ? null : Number(state),
    createdFrom: dayOf(created.from),
    createdTo: dayOf(created.to),
    sentFrom: dayOf(sent.from),
    sentTo: dayOf(sent.to),
    sentCountFrom: countOf(count.from),
    sentCountTo: countOf(count.to),
  };
}

/** Whether any filter narrows the list. */
export const hasReportFilters = (values: Values) => countActiveFilters(values as Record<string, FilterValue>) > 0;
