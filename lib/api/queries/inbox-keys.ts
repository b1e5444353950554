import { unreadCountResponseSchema, type UnreadCount } from "../../contract/inbox-message";
import type { InboxListQuery } from "./inbox-queries";
import type { UpstreamQuery } from "./upstream-query";

// The shell reads this on every page: it stays apart from the inbox list's filters, whose Jalali
// days would bring the date library into every page.
export const INBOX_PATH = "v1/api/report/messages-inbox";

export const inboxKeys = {
  all: ["inbox"] as const,
  lists: () => [...inboxKeys.all, "list"] as const,
  list: (query: InboxListQuery) => [...inboxKeys.lists(), query] as const,
  unread: () => [...inboxKeys.all, "unread"] as const,
};

/** How many received SMS are not read yet (the navigation's badge). */
export const unreadInboxCountQuery: UpstreamQuery<typeof unreadCountResponseSchema, UnreadCount> = {
  kind: "query",
  queryKey: inboxKeys.unread(),
  path: `${INBOX_PATH}/unread-count`,
  schema: unreadCountResponseSchema,
  toData: (body) => body.data,
};
