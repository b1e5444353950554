import { z } from "zod";
import { envelope } from "./envelope";

/** Contract pieces every area uses: ids, id lists, search texts, empty answers, export formats. */

/** Ids in one list request (a delete-list, an add-list). */
export const LIST_MAX_ITEMS = 1000;

export const COMMON_MESSAGES = {
  idInvalid: "شناسه معتبر نیست",
  listRequired: "دست‌کم یک مورد را انتخاب کنید",
  listTooLong: "حداکثر ۱٬۰۰۰ مورد در هر درخواست",
} as const;

/** Text without NUL characters, which the database cannot store. */
export const withoutNul = (text: string) => text.replace(/\u0000/g, "");

/** A search text of a list's query: NUL characters dropped, trimmed. */
export const searchTextSchema = z.string().transform(withoutNul).pipe(z.string().trim());

/** A positive id, as a number or the string Edge's examples send. */
export const idSchema = z.coerce
  .number({ error: COMMON_MESSAGES.idInvalid })
  .int(COMMON_MESSAGES.idInvalid)
  .positive(COMMON_MESSAGES.idInvalid);

/** The ids of a list request: one to a thousand. */
export const idListSchema = z
  .array(idSchema, { error: COMMON_MESSAGES.listRequired })
  .min(1, COMMON_MESSAGES.listRequired)
  .max(LIST_MAX_ITEMS, COMMON_MESSAGES.listTooLong);

/** Success with nothing to tell (`data: null`). */
export const emptyResponseSchema = envelope(z.null());

/** What a list can be downloaded as. */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** An export's `format` (xlsx unless `format=csv`). */
export const exportFormatQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default("xlsx") });
