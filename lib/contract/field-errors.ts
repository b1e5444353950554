import type * as z from "zod/mini";
import type { FieldErrors } from "./envelope";

/** Zod issues as Edge's field messages: `{field: [messages]}`, the first message of a field first. */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
