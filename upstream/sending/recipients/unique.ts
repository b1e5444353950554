import { toMsisdn } from "@/lib/validation/mobile";

/** Numbers in any accepted form as 98… msisdns, each once, in their first order. */
export function uniqueMsisdns(numbers: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const number of numbers) {
    const msisdn = toMsisdn(number);
    if (msisdn) seen.add(msisdn);
  }
  return [...seen];
}
