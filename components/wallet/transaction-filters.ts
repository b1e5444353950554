import {
  PAYMENT_MESSAGES,
  PAYMENT_STATE_TITLES,
  TRANSACTION_METHOD_TITLES,
  TRANSACTION_TYPE_TITLES,
  transactionFiltersSchema,
  type TransactionFilters,
} from "@/lib/contract/payment";
import { dayEndSeconds, dayStartSeconds } from "@/lib/url-state/day-seconds";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";
import { countActiveFilters } from "@/lib/url-state/filter-parsers";

const options = <K extends string>(titles: Record<K, string>) =>
  (Object.entries(titles) as [K, string][]).map(([value, label]) => ({ value, label }));

const checkSearch = (text: string) => {
  const result = transactionFiltersSchema.safeParse({ search: text });
  return result.success ? null : (result.error.issues[0]?.message ?? PAYMENT_MESSAGES.filtersInvalid);
};

/**
 * The transactions' filters in the query string (`tx_` prefix): text (or a payment's or send's
 * number), type, method, state, days, and a range of amounts in rials.
 */
export const TRANSACTION_FILTERS = defineTableFilters(
  [
    { type: "search", name: "search", label: "جستجو", placeholder: "شرح یا شمارهٔ پرداخت", check: checkSearch },
    { type: "options", name: "type", label: "نوع", allLabel: "همه", options: options(TRANSACTION_TYPE_TITLES) },
    { type: "options", name: "method", label: "روش", allLabel: "همه", options: options(TRANSACTION_METHOD_TITLES) },
    { type: "options", name: "state", label: "وضعیت", allLabel: "همه", options: options(PAYMENT_STATE_TITLES) },
    {
      type: "date_range",
      name: "date",
      label: "تاریخ",
      dateFromKey: "from",
      dateToKey: "to",
      orderMessage: PAYMENT_MESSAGES.dateRange,
    },
    {
      type: "search_range",
      name: "amount",
      label: "مبلغ (ریال)",
      fromKey: "amount_from",
      toKey: "amount_to",
      orderMessage: PAYMENT_MESSAGES.amountRange,
    },
  ],
  { prefix: "tx_" },
);

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" && value ? value : undefined);
const rangeOf = (value: FilterValue | undefined) =>
  value && typeof value === "object" && !Array.isArray(value) ? value : { from: null, to: null };
const numberOf = (value: unknown) => (typeof value === "number" ? value : undefined);

/** The applied filters as `report/payment/new` and its export take them (days as Unix seconds in the browser's zone). */
export function toTransactionFilters(values: Values): TransactionFilters {
  const date = rangeOf(values.date);
  const amount = rangeOf(values.amount);
  const from = typeof date.from === "string" ? dayStartSeconds(date.from) : null;
  const to = typeof date.to === "string" ? dayEndSeconds(date.to) : null;
  return {
    search: textOf(values.search),
    type: textOf(values.type) as TransactionFilters["type"],
    method: textOf(values.method) as TransactionFilters["method"],
    state: textOf(values.state) as TransactionFilters["state"],
    from_date: from ?? undefined,
    to_date: to ?? undefined,
    min_amount: numberOf(amount.from),
    max_amount: numberOf(amount.to),
  };
}

/** Whether any filter narrows the list. */
export const hasTransactionFilters = (values: Values) => countActiveFilters(values as Record<string, FilterValue>) > 0;
