import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldErrors } from "@/lib/contract/envelope";
import { MESSAGE_CODES, MESSAGES } from "./messages";

/** Success: `{data, meta}` with Edge's "done". */
export function ok<T>(c: Context, data: T, message: string = MESSAGES.done) {
  return c.json({ data, meta: { status: true, message, message_parameters: [], message_code: MESSAGE_CODES.ok } }, 200);
}

export interface PageInfo {
  page: number;
  perPage: number;
  total: number;
}

/** A page of rows: the rows in `data`, the page in `meta` (current_page, per_page, total, last_page, from, to). */
export function okPage<T>(c: Context, rows: T[], { page, perPage, total }: PageInfo) {
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + rows.length - 1;
  return c.json(
    {
      data: rows,
      meta: {
        status: true,
        message: MESSAGES.done,
        message_parameters: [],
        message_code: MESSAGE_CODES.ok,
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        from,
        to,
      },
    },
    200,
  );
}

/** Any refusal, in the envelope; login's field messages also sit at the top level, as Edge sends them. */
export function failureBody(message: string, messageCode: string, errors: FieldErrors = {}, topLevelErrors = false) {
  const meta = { status: false, message, message_parameters: [], message_code: messageCode, errors };
  return topLevelErrors ? { data: null, errors, meta } : { data: null, meta };
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  messageCode: string,
  errors?: FieldErrors,
) {
  return c.json(failureBody(message, messageCode, errors), status);
}
