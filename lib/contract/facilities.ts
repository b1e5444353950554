import * as z from "zod/mini";
import { envelope } from "./envelope";

/**
 * `GET user/facilities`: how far the account has started using what the panel offers, in one call:
 * how many of each thing it has made (phonebooks, patterns, predefined messages, secretaries, code
 * readers, API keys, webhooks, colleagues), how many lines it receives SMS on and how many lines
 * of its own it sends with (dedicated, or taken by agreement). A count of 0 is a facility not set up yet.
 */
const count = z.number().check(z.int(), z.nonnegative());
const facilityUsageSchema = z.object({
  phonebooks: count,
  patterns: count,
  predefined_messages: count,
  receiving_lines: count,
  dedicated_lines: count,
  secretaries: count,
  code_readers: count,
  api_keys: count,
  webhooks: count,
  colleagues: count,
});
export type FacilityUsage = z.infer<typeof facilityUsageSchema>;
export type FacilityUsageKey = keyof FacilityUsage;

export const facilityUsageResponseSchema = envelope(facilityUsageSchema);
