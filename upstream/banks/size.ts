import { z } from "zod";
import { MAX_BANK_SIZE } from "./generate";

/** Numbers in the bank when BANK_SIZE is not set (`npm start`); tests use a tenth of it. */
const DEFAULT_BANK_SIZE = 2_000_000;

const bankSizeSchema = z.coerce.number().int().min(0).max(MAX_BANK_SIZE).default(DEFAULT_BANK_SIZE);

/** BANK_SIZE from the environment: how many synthetic numbers the bank holds (0 to 5,000,000). */
export function bankSizeFromEnv(source: Record<string, string | undefined> = process.env): number {
  const raw = source.BANK_SIZE?.trim();
  const parsed = bankSizeSchema.safeParse(raw === "" ? undefined : raw);
  if (!parsed.success)
    throw new Error(
      `invalid environment:\n  BANK_SIZE: ${parsed.error.issues[0]?.message ?? "not a number"} (0 to ${MAX_BANK_SIZE})`,
    );
  return parsed.data;
}
