import {
  SUPPORT_MESSAGES,
  TICKET_STATE_IDS,
  ticketStateTitle,
  type RequestType,
  type TicketCategory,
} from "@/lib/contract/support";
import type { TicketListParams } from "@/lib/api/queries/support-queries";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";
import { toLatinDigits } from "@/lib/validation/digits";

const PREFIXES: Record<RequestType, string> = { ticket: "tk_", suggestion: "sg_" };

const NUMBER_MESSAGE = "شمارهٔ درخواست فقط رقم است";

/** A request's number as typed (Persian digits too): refused unless it is digits only. */
const checkNumber = (text: string) => (/^\d{1,9}$/.test(toLatinDigits(text.trim())) ? null : NUMBER_MESSAGE);

/**
 * A kind's filters in the query string (`tk_` tickets, `sg_` suggestions, so the tabs keep their
 * own): words, the request's number, its state in the kind's words, its category, the days it was made.
 */
export function requestTableFilters(type: RequestType, categories: readonly TicketCategory[]) {
  return defineTableFilters(
    [
      { type: "search", name: "q", label: "جستجو", placeholder: "عنوان یا متن پیام‌ها" },
      { type: "search", name: "number", label: "شمارهٔ درخواست", placeholder: "مثلاً ۱۰۰۰۰۱", check: checkNumber },
      {
        type: "options",
        name: "state",
        label: "وضعیت",
        allLabel: "همه",
        options: TICKET_STATE_IDS.map((id) => ({ value: String(id), label: ticketStateTitle(type, id) })),
      },
      {
        type: "options",
        name: "category",
        label: "دسته‌بندی",
        allLabel: "همه",
        options: categories.map((category) => ({ value: String(category.id), label: category.name })),
      },
      {
        type: "date_range",
        name: "date",
        label: "تاریخ ثبت",
        dateFromKey: "from",
        dateToKey: "to",
        orderMessage: SUPPORT_MESSAGES.rangeInverted,
      },
    ],
    { prefix: PREFIXES[type] },
  );
}

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" && value.trim() ? value.trim() : null);
const rangeOf = (value: FilterValue | undefined) =>
  value && typeof value === "object" && !Array.isArray(value) ? value : { from: null, to: null };
/** The URL's Jalali day (YYYY/MM/DD) as the upstream takes it (YYYY-MM-DD). */
const dayOf = (day: unknown) => (typeof day === "string" && day ? day.replaceAll("/", "-") : null);

/** A page of a kind's list as `GET ticket` is asked for it; filters not set are left out. */
export function requestListParams(type: RequestType, values: Values, page: number, limit: number): TicketListParams {
  const params: TicketListParams = { type, page, per_page: limit };
  const words = textOf(values.q);
  if (words) params.q = words;
  const number = textOf(values.number);
  if (number && checkNumber(number) === null) params.ticket_id = toLatinDigits(number);
  const state = textOf(values.state);
  if (state) params.state_id = state;
  const category = textOf(values.category);
  if (category) params.category_id = category;
  const range = rangeOf(values.date);
  const from = dayOf(range.from);
  const to = dayOf(range.to);
  if (from) params.from_date = from;
  if (to) params.to_date = to;
  return params;
}

/** Whether any filter narrows the list (the page's own keys aside). */
export const hasRequestFilters = (params: TicketListParams) =>
  Object.keys(params).some((key) => !["type", "page", "per_page"].includes(key));
