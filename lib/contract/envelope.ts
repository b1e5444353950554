import * as z from "zod/mini";
import { installPersianZodMessages } from "./persian-messages";

// Every contract schema, in the browser, the BFF and the upstream, speaks Persian.
installPersianZodMessages();

/** Field messages: an object of lists of strings (spec §8). */
const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const metaSchema = z.object({
  status: z.boolean(),
  message: z.nullish(z.string()),
  message_parameters: z.optional(z.array(z.unknown())),
  message_code: z.nullish(z.string()),
  errors: z.optional(fieldErrorsSchema),
});

const pageMetaSchema = z.extend(metaSchema, {
  current_page: z.number().check(z.int()),
  per_page: z.number().check(z.int()),
  total: z.number().check(z.int()),
  last_page: z.number().check(z.int()),
  from: z.nullable(z.number().check(z.int())),
  to: z.nullable(z.number().check(z.int())),
});

/** `{data, meta}`: every answer of the upstream. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ data, meta: metaSchema });
}

/** A paged list: `data` is the rows, the page sits in `meta`. */
export function pagedEnvelope<T extends z.core.$ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: pageMetaSchema });
}

/**
 * Error bodies. Edge puts field messages in `meta.errors`, and on login also at the top level,
 * so both places are read.
 */
export const errorBodySchema = z.object({
  data: z.optional(z.unknown()),
  errors: z.optional(fieldErrorsSchema),
  meta: z.optional(z.partial(metaSchema)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Edge's `meta.message_code` values, for the panel and the reference upstream alike. */
export const MESSAGE_CODES = {
  ok: "200-1",
  /** Edge's answer to contacts added (`phonebooks/numbers/add-list-new`). */
  created: "201-1",
  invalidCredentials: "400-1",
  validation: "400-2",
  unauthenticated: "401-1",
  forbidden: "403-1",
  accessRestricted: "403-8",
  notFound: "404-1",
  conflict: "409-1",
  tooLarge: "413-1",
  unprocessable: "422-1",
  tooManyRequests: "429-1",
  server: "500-1",
  /** The database cannot be reached for a moment (restarting, the connection lost). */
  databaseUnavailable: "503-1",
  /** The database's disk is full: nothing of the request was stored. */
  storageFull: "507-1",
} as const;

export const emptyPageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
});
