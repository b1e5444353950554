import * as z from "zod/mini";
import { envelope } from "./envelope";

/**
 * One received SMS, as Edge answers it (numbers in E.164, `time` in Unix seconds, `seen` "0" or
 * "1"): a row of the inbox and of the live socket's `inbox.received`.
 */
export const inboxMessageSchema = z.object({
  messages_inbox_id: z.number().check(z.int()),
  from: z.string(),
  number: z.string(),
  message: z.string(),
  type: z.string(),
  time: z.number(),
  seen: z.pipe(z.coerce.string(), z.enum(["0", "1"])),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** `GET report/messages-inbox/unread-count`: the navigation's badge, read on every page. */
const unreadCountSchema = z.object({ count: z.number().check(z.int()) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const unreadCountResponseSchema = envelope(unreadCountSchema);
