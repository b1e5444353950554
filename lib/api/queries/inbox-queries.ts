import type * as z from "zod/mini";
import { inboxListRequestSchema, inboxListResponseSchema } from "../../contract/inbox";
import { dayEndSeconds, dayStartSeconds } from "../../url-state/day-seconds";
import { checkedRequest } from "../checked-request";
import { INBOX_PATH, inboxKeys } from "./inbox-keys";
import type { UpstreamQuery } from "./upstream-query";

/** What narrows the inbox, as the screen holds it. */
export interface InboxFilterValues {
  /** The sender: a whole mobile in any form, or some of its digits. */
  sender?: string | null;
  /** The receiving line's number. */
  line?: string | null;
  /** Part of the text. */
  text?: string | null;
  /** "0" unread only, "1" read only. */
  seen?: "0" | "1" | null;
  /** Jalali days (YYYY/MM/DD): received from the start of the first to the end of the last. */
  receivedFrom?: string | null;
  receivedTo?: string | null;
}

export interface InboxListQuery extends InboxFilterValues {
  page: number;
  perPage: number;
}

/** The upstream's filters (Edge's names; the received range in Unix seconds); blanks are left out. */
export function inboxFilterParams({
  sender,
  line,
  text,
  seen,
  receivedFrom,
  receivedTo,
}: InboxFilterValues): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (sender?.trim()) params.from = sender.trim();
  if (line?.trim()) params.number = line.trim();
  if (text?.trim()) params.message = text.trim();
  if (seen) params.seen = seen;
  const from = receivedFrom ? dayStartSeconds(receivedFrom) : null;
  if (from !== null) params.from_time = from;
  const to = receivedTo ? dayEndSeconds(receivedTo) : null;
  if (to !== null) params.to_time = to;
  return params;
}

/** A page of received SMS, newest first: a POST of the page and the filters the contract accepts. */
export function inboxListQuery(
  query: InboxListQuery,
): UpstreamQuery<typeof inboxListResponseSchema, z.infer<typeof inboxListResponseSchema>> {
  const { page, perPage, ...filters } = query;
  return {
    kind: "query",
    queryKey: inboxKeys.list(query),
    path: INBOX_PATH,
    body: () =>
      checkedRequest(inboxListRequestSchema, { page, per_page: perPage, filters: inboxFilterParams(filters) }),
    schema: inboxListResponseSchema,
    toData: (body) => body,
  };
}
