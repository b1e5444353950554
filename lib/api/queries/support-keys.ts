import * as z from "zod/mini";
import { pagedEnvelope } from "../../contract/envelope";
import type { UpstreamQuery } from "./upstream-query";

// The shell reads the unseen count on every page: this file stays apart from the support contract,
// whose schemas would otherwise come to every page with the navigation.
export const TICKET_PATH = "v1/api/ticket";

export const ticketKeys = {
  all: ["tickets"] as const,
  lists: () => [...ticketKeys.all, "list"] as const,
  list: (params: Readonly<Record<string, string | number>>) => [...ticketKeys.lists(), params] as const,
  one: (id: number) => [...ticketKeys.all, "one", id] as const,
  unseen: () => [...ticketKeys.all, "unseen"] as const,
  feedback: () => [...ticketKeys.all, "feedback"] as const,
};

export interface UnseenTicketCount {
  count: number;
}

// Only the page's total is read: any row will do.
const countSchema = pagedEnvelope(z.unknown());

/** How many requests hold an answer not seen yet (the navigation's count): `GET ticket?user_seen=0`'s total. */
export const unseenTicketCountQuery: UpstreamQuery<typeof countSchema, UnseenTicketCount> = {
  kind: "query",
  queryKey: ticketKeys.unseen(),
  path: TICKET_PATH,
  params: { user_seen: "0", per_page: 1 },
  schema: countSchema,
  toData: (body) => ({ count: body.meta.total }),
};
