import * as z from "zod/mini";
import { toLatinDigits } from "../validation/digits";
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

/**
 * Classic zod's `z.preprocess`, which zod/mini leaves out: `fn` runs on the raw input, then `schema` checks what
 * it returned. At run time it is the same pipe classic's is; its type, like classic's, takes a key's optionality
 * from `schema` (a bare pipe would take it from the transform and make every key required).
 */
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema) as unknown as z.ZodMiniType<
    z.output<S>,
    unknown,
    z.core.$ZodPreprocessInternals<S, unknown>
  >;

/** A search text of a list's query: NUL characters dropped, trimmed. */
export const searchTextSchema = z.pipe(z.pipe(z.string(), z.transform(withoutNul)), z.string().check(z.trim()));

/** A positive id, as a number or the string Edge's examples send. */
export const idSchema = z.coerce
  .number({ error: COMMON_MESSAGES.idInvalid })
  .check(z.int(COMMON_MESSAGES.idInvalid), z.positive(COMMON_MESSAGES.idInvalid));

/** The ids of a list request: one to a thousand. */
export const idListSchema = z
  .array(idSchema, { error: COMMON_MESSAGES.listRequired })
  .check(z.minLength(1, COMMON_MESSAGES.listRequired), z.maxLength(LIST_MAX_ITEMS, COMMON_MESSAGES.listTooLong));

/** Success with nothing to tell (`data: null`). */
export const emptyResponseSchema = envelope(z.null());

/** What a list can be downloaded as. */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** An export's `format` (xlsx unless `format=csv`). */
export const exportFormatQuerySchema = z.object({ format: z._default(z.enum(EXPORT_FORMATS), "xlsx") });

/** A blank value ("", spaces or null), as a cleared filter field sends it, counts as absent. */
export function blankable<T extends z.core.$ZodType>(schema: T) {
  return preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z.optional(schema),
  );
}

/** A whole number written as a number or as digits (Persian digits too, as Edge writes ids and times as strings). */
export function wholeNumber(message: string, range: { min?: number; max?: number; required?: string } = {}) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER, required = message } = range;
  return z.pipe(
    z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? required : message) }),
    z.transform((value: number | string, payload) => {
      const text = typeof value === "number" ? String(value) : toLatinDigits(value).trim();
      const n = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        // zod/mini hands a transform the bare payload, without `addIssue`: the issue goes on it as classic's would.
        payload.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return n;
    }),
  );
}
