import type { Context } from "hono";
import * as z from "zod/mini";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/deps";

/**
 * What a sentence may be built from once the route has answered: its path, query and headers, the body the
 * route read (never read again: a JSON body from Hono's cache of its text, a form's field from the
 * cache of the parsed form, so a large upload is not read twice), the answer's `data`, and the
 * database to name what the call touched.
 */
export interface ActivitySource {
  db: Db;
  /** The account worked in. */
  accountId: number;
  param(name: string): string | undefined;
  /** The query string checked against `schema` (the route's own, for its defaults); null when it does not fit. */
  query<S extends z.core.$ZodType>(schema: S): z.output<S> | null;
  header(name: string): string | undefined;
  /** The JSON body the route read, checked against `schema`; null when it read none or it does not fit. */
  body<S extends z.core.$ZodType>(schema: S): Promise<z.output<S> | null>;
  /** A text field of the form the route read; null when it read no form or the field is not text. */
  formField(name: string): Promise<string | null>;
  /** The answer's `data`, checked against `schema`; null for an answer that is not JSON or does not fit. */
  data<S extends z.core.$ZodType>(schema: S): Promise<z.output<S> | null>;
}

function checked<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> | null {
  const result = z.safeParse(schema, value);
  return result.success ? result.data : null;
}

export function activitySource(c: Context<AppEnv>, db: Db): ActivitySource {
  return {
    db,
    accountId: c.get("user").id,
    param: (name) => c.req.param(name),
    query: (schema) => checked(schema, c.req.query()),
    header: (name) => c.req.header(name),
    async body(schema) {
      const text = c.req.bodyCache.text;
      if (!text) return null;
      try {
        return checked(schema, JSON.parse(await text));
      } catch {
        return null;
      }
    },
    async formField(name) {
      const form = c.req.bodyCache.formData;
      if (!form) return null;
      const value = (await form).get(name);
      return typeof value === "string" ? value : null;
    },
    async data(schema) {
      if (!c.res.headers.get("content-type")?.startsWith("application/json")) return null;
      try {
        const answer = (await c.res.clone().json()) as { data?: unknown } | null;
        return checked(schema, answer?.data);
      } catch {
        return null;
      }
    },
  };
}
