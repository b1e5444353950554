import * as z from "zod/mini";
import { contactNumberSchema } from "./contacts";
import { emptyPageQuerySchema, pagedEnvelope, envelope } from "./envelope";
import { COMMON_MESSAGES, idListSchema, idSchema, LIST_MAX_ITEMS, searchTextSchema } from "./common";

/**
 * The send blacklist (numbers the user never sends to; the operator marks them 4 and the cost
 * comes back) and the receive blacklist (numbers whose messages the user does not receive).
 */
export const BLACKLIST_TYPES = ["send", "receive"] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];

export const BLACKLIST_MESSAGES = {
  typeInvalid: "نوع فهرست سیاه باید send (ارسال) یا receive (دریافت) باشد",
  numbersRequired: "دست‌کم یک شماره موبایل وارد کنید",
  entryNotFound: "شماره در فهرست سیاه یافت نشد",
} as const;

const blacklistType = z.enum(BLACKLIST_TYPES, { error: BLACKLIST_MESSAGES.typeInvalid });

/** An entry with the date it was added. */
const blacklistEntrySchema = z.object({
  id: z.number().check(z.int()),
  /** E.164. */
  number: z.string(),
  type: blacklistType,
  created_at: z.string(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;
export const blacklistResponseSchema = pagedEnvelope(blacklistEntrySchema);

export const blacklistQuerySchema = z.extend(emptyPageQuerySchema, {
  type: z._default(blacklistType, "send"),
  number: z.optional(searchTextSchema),
});

/** `POST phonebooks/blacklist`: numbers already on the list are counted in `existences`. */
export const addBlacklistRequestSchema = z.object({
  type: blacklistType,
  numbers: z
    .array(contactNumberSchema, { error: BLACKLIST_MESSAGES.numbersRequired })
    .check(
      z.minLength(1, BLACKLIST_MESSAGES.numbersRequired),
      z.maxLength(LIST_MAX_ITEMS, COMMON_MESSAGES.listTooLong),
    ),
});
const addBlacklistResultSchema = z.object({
  added: z.number().check(z.int()),
  existences: z.number().check(z.int()),
});
export const addBlacklistResponseSchema = envelope(addBlacklistResultSchema);

/** `POST phonebooks/blacklist/delete-list`: entries by id, of one list. */
export const deleteBlacklistRequestSchema = z.object({ type: blacklistType, listNumbers: idListSchema });

/**
 * The cancel11 list: numbers that answered «11» to the user's messages from a line; that line no
 * longer sends to them until they answer «12».
 */
const cancel11EntrySchema = z.object({
  id: z.number().check(z.int()),
  number: z.string(),
  line_id: z.number().check(z.int()),
  line_number: z.string(),
  created_at: z.string(),
});
export type Cancel11Entry = z.infer<typeof cancel11EntrySchema>;
export const cancel11ResponseSchema = pagedEnvelope(cancel11EntrySchema);
export const cancel11QuerySchema = z.extend(emptyPageQuerySchema, {
  line_id: z.optional(idSchema),
  number: z.optional(searchTextSchema),
});
