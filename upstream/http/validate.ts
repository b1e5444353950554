import type { Context } from "hono";
import * as z from "zod";
import { toFieldErrors } from "@/lib/contract/field-errors";
import { invalidJson, validationFailed } from "./failure";

export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

/** The JSON body checked against a shared contract schema; an empty body counts as `{}`. */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidJson();
    }
  }
  return parseWith(schema, value);
}

/** The query string checked against a contract schema. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
