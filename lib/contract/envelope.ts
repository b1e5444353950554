import { z } from "zod";
import { installPersianZodMessages } from "./persian-messages";

// Every contract schema, in the browser, the BFF and the upstream, speaks Persian.
installPersianZodMessages();

/** Field messages: an object of lists of strings (spec §8). */
const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const metaSchema = z.object({
  status: z.boolean(),
  message: z.string().nullish(),
  message_parameters: z.array(z.unknown()).optional(),
  message_code: z.string().nullish(),
  errors: fieldErrorsSchema.optional(),
});

const pageMetaSchema = metaSchema.extend({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});

/** `{data, meta}`: every answer of the upstream. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: metaSchema });
}

/** A paged list: `data` is the rows, the page sits in `meta`. */
export function pagedEnvelope<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: pageMetaSchema });
}

/**
 * Error bodies. Edge puts field messages in `meta.errors`, and on login also at the top level,
 * so both places are read.
 */
export const errorBodySchema = z.object({
  data: z.unknown().optional(),
  errors: fieldErrorsSchema.optional(),
  meta: metaSchema.partial().optional(),
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
} as const;

export const emptyPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(10),
});
