import { MAX_BANK_SIZE } from "@/upstream/banks/generate";
import { JOB_NUMBERS_PER_BANK_NUMBER } from "@/upstream/banks/jobs-catalog";
import { SERIES_SPAN, seriesDigits } from "@/upstream/banks/series";

/**
 * Tests share one database with the number banks, and a map or business send reaches tens of
 * thousands of their numbers. Tests' own numbers take their seven digits from the series' indexes
 * past the largest bank and its directory, which no bank number ever ends in, whatever BANK_SIZE.
 */
const FIRST_FREE_INDEX = Math.ceil(MAX_BANK_SIZE * (1 + JOB_NUMBERS_PER_BANK_NUMBER));

/** `count` distinct seven-digit endings no bank number has, drawn at random. */
export function endingsOutsideBanks(count: number): string[] {
  const first = FIRST_FREE_INDEX + Math.floor(Math.random() * (SERIES_SPAN - FIRST_FREE_INDEX - count));
  return Array.from({ length: count }, (_, i) => seriesDigits(first + i));
}
