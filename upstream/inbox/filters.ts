import { and, eq, gt, gte, ilike, isNotNull, isNull, like, lt, type SQL } from "drizzle-orm";
import type { ParsedInboxFilters } from "@/lib/contract/inbox";
import { isMobile } from "@/lib/validation/mobile";
import { inboxMessages } from "../db/schema";
import { containsPattern } from "../phonebooks/ownership";

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/**
 * The user's messages the filters keep: after `from_id`; the sender exactly (a whole mobile) or by
 * some of its digits; the receiving line exactly; text contained, case aside; read or unread; and
 * received within the range, both ends' seconds included.
 */
export function inboxWhere(userId: number, filters: ParsedInboxFilters): SQL {
  const { from_id, from, number, message, seen, from_time, to_time } = filters;
  return and(
    eq(inboxMessages.userId, userId),
    from_id === undefined ? undefined : gt(inboxMessages.id, from_id),
    from === undefined
      ? undefined
      : isMobile(from)
        ? eq(inboxMessages.fromMsisdn, from)
        : like(inboxMessages.fromMsisdn, containsPattern(from)),
    number === undefined ? undefined : eq(inboxMessages.toNumber, number),
    message === undefined ? undefined : ilike(inboxMessages.message, containsPattern(message)),
    seen === undefined ? undefined : seen === "1" ? isNotNull(inboxMessages.seenAt) : isNull(inboxMessages.seenAt),
    from_time === undefined ? undefined : gte(inboxMessages.receivedAt, fromSeconds(from_time)),
    // The whole last second: anything received before the next one.
    to_time === undefined ? undefined : lt(inboxMessages.receivedAt, fromSeconds(to_time + 1)),
  )!;
}
