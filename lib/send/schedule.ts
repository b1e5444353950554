import type * as z from "zod/mini";
import { SEND_MESSAGES, sendTimeToDate } from "../contract/send";

/** A scheduled send starts at least this many minutes from now, so it can still be cancelled. */
export const SCHEDULE_LEAD_MINUTES = 5;

/**
 * The panel's own check of a chosen send time against the browser's clock (the upstream checks
 * it again against its own): a time in the past is refused next to the field.
 */
export function refuseSendTimeInPast(value: { send_time?: string }, ctx: z.core.$RefinementCtx, now = Date.now()) {
  if (value.send_time && sendTimeToDate(value.send_time).getTime() <= now) {
    ctx.addIssue({ code: "custom", path: ["send_time"], message: SEND_MESSAGES.sendTimePast });
  }
}
