import { creditQuery } from "./credit-queries";
import { bannersQuery, NEWS_PAGE_SIZE, newsQuery, quickAccessQuery } from "./home-queries";
import { unreadInboxCountQuery } from "./inbox-keys";
import { senderLinesQuery } from "./numbers-queries";
import { unseenTicketCountQuery } from "./support-keys";
import type { AnyUpstreamQuery } from "./upstream-query";

/** What every signed-in page shows at once: the header's credit, the inbox and support badges, and the banners. */
export const SHELL_QUERIES: readonly AnyUpstreamQuery[] = [
  creditQuery,
  unreadInboxCountQuery,
  unseenTicketCountQuery,
  bannersQuery,
];

/** What the home page adds: the first page of news and the quick-access tiles. */
export const DASHBOARD_QUERIES: readonly AnyUpstreamQuery[] = [newsQuery(NEWS_PAGE_SIZE), quickAccessQuery];

/** What quick send needs before it can be used: the sender lines, the default one chosen at once. */
export const QUICK_SEND_QUERIES: readonly AnyUpstreamQuery[] = [senderLinesQuery];
