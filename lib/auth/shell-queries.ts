import { SHELL_QUERIES } from "../api/queries/first-view";
import { creditQuery } from "../api/queries/credit-queries";
import { unreadInboxCountQuery } from "../api/queries/inbox-keys";
import { unseenTicketCountQuery } from "../api/queries/support-keys";
import type { AnyUpstreamQuery } from "../api/queries/upstream-query";
import type { Access } from "../contract/permissions";
import { meetsRule, type AccessRule } from "../navigation/page-access";

/** What the frame's own reads ask: the header's credit and the two badges; the banners are every member's. */
const SHELL_QUERY_RULES = new Map<AnyUpstreamQuery, AccessRule>([
  [creditQuery, "wallet.view"],
  [unreadInboxCountQuery, "inbox.view"],
  [unseenTicketCountQuery, "tickets.manage"],
]);

/** The frame's reads the member may make: a colleague's role may leave out the credit or the inbox. */
export function shellQueriesFor(access: Access): readonly AnyUpstreamQuery[] {
  return SHELL_QUERIES.filter((query) => meetsRule(SHELL_QUERY_RULES.get(query) ?? "member", access));
}
