import type { InboxFilterValues } from "@/lib/api/inbox";
import type { SenderLine } from "@/lib/contract/numbers";
import { lineLabel, lineNumberText } from "@/lib/send/line-label";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";

const INBOX_FILTER_PREFIX = "inbox_";

const SEEN_OPTIONS = [
  { value: "0", label: "خوانده‌نشده" },
  { value: "1", label: "خوانده‌شده" },
] as const;

/**
 * The inbox's filters in the query string: the sender, the receiving line (one of the user's lines),
 * text contained, read or not, and the received days.
 */
export function inboxTableFilters(lines: readonly SenderLine[]) {
  return defineTableFilters(
    [
      { type: "search", name: "sender", label: "شماره فرستنده", placeholder: "شماره یا بخشی از آن" },
      {
        type: "options",
        name: "line",
        label: "خط دریافت‌کننده",
        allLabel: "همهٔ خطوط",
        options: lines.map((line) => ({ value: lineNumberText(line.number), label: lineLabel(line) })),
      },
      { type: "search", name: "text", label: "متن پیام", placeholder: "بخشی از متن" },
      { type: "options", name: "seen", label: "وضعیت", allLabel: "همه", options: SEEN_OPTIONS },
      { type: "date_range", name: "received", label: "تاریخ دریافت", dateFromKey: "from", dateToKey: "to" },
    ],
    { prefix: INBOX_FILTER_PREFIX },
  );
}

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" ? value : null);
const dayOf = (day: unknown) => (typeof day === "string" ? day : null);

/** The applied filters as the inbox list and its export take them. */
export function toInboxFilters(values: Values): InboxFilterValues {
  const received = values.received;
  const range = received && typeof received === "object" && !Array.isArray(received) ? received : null;
  const seen = textOf(values.seen);
  return {
    sender: textOf(values.sender),
    line: textOf(values.line),
    text: textOf(values.text),
    seen: seen === "0" || seen === "1" ? seen : null,
    receivedFrom: dayOf(range?.from),
    receivedTo: dayOf(range?.to),
  };
}

/** Whether any filter narrows the list. */
export const hasInboxFilters = (filters: InboxFilterValues) =>
  Object.values(filters).some((value) => value !== null && value !== undefined && value !== "");
