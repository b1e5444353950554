import type { FieldError } from "react-hook-form";
import * as z from "zod/mini";
import { apiKeyCreateRequestSchema } from "@/lib/contract/api-keys";

const { title, allowed_addresses, code } = apiKeyCreateRequestSchema.shape;

/** The entries typed in the addresses box: one a line (commas and spaces part them too). */
export function addressEntries(text: string): string[] {
  return text
    .split(/[\s,،]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The create form: the addresses are typed in one box, read as the contract's list, so each bad
 * entry's message (`allowed_addresses.N`) is the contract's own, naming it.
 */
export const apiKeyFormSchema = z.object({
  title,
  allowed_addresses: z.pipe(z.pipe(z.string(), z.transform(addressEntries)), allowed_addresses),
  code,
});

/** The messages of the addresses box: the list's own, or each bad entry's, in order. */
export function addressMessages(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  const entries = Array.isArray(error) ? error : Object.values(error);
  const messages = entries
    .map((entry) => (entry as FieldError | undefined)?.message)
    .filter((message): message is string => Boolean(message));
  return messages.length > 0 ? messages.join("\n") : undefined;
}
