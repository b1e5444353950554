import type { Context } from "hono";
import type { z } from "zod";
import type { FieldErrors } from "@/lib/contract/envelope";
import { invalidJson, validationFailed } from "./failure";

/** Zod issues as Edge's field messages: `{field: [messages]}`, the first message of a field first. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

/** The JSON body checked against a shared contract schema; an empty body counts as `{}`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
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
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
