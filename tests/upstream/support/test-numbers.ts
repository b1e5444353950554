import { MAX_BANK_SIZE } from "@/upstream/banks/generate";
import { JOB_NUMBERS_PER_BANK_NUMBER } from "@/upstream/banks/jobs-catalog";
import { SERIES_SPAN, seriesDigits, seriesIndexOf } from "@/upstream/banks/series";

/**
 * Tests share one database with the number banks, and a map or business send reaches tens of
 * thousands of their numbers. Tests' own numbers take their seven digits from the series' indexes
 * past the largest bank and its directory, which no bank number ever ends in, whatever BANK_SIZE.
 */
const FIRST_FREE_INDEX = Math.ceil(MAX_BANK_SIZE * (1 + JOB_NUMBERS_PER_BANK_NUMBER));

/**
 * `count` distinct seven-digit endings no bank number has, ascending from a random one of them.
 * One ending up, the index goes up by 81 (the series' inverse), so endings outside the banks come
 * in unbroken runs of about 49,000: a test's numbers are neighbours, as tests that search by a
 * shared beginning of two numbers expect. The start is drawn among those endings alone, so two
 * tests meet no more often than if every ending were free.
 */
export function endingsOutsideBanks(count: number): string[] {
  const span = Math.ceil(count * 2.5) + 130_000;
  for (;;) {
    const start = Number(seriesDigits(FIRST_FREE_INDEX + Math.floor(Math.random() * (SERIES_SPAN - FIRST_FREE_INDEX))));
    if (start + span >= SERIES_SPAN) continue;
    const endings: string[] = [];
    for (let digits = start; endings.length < count; digits += 1) {
      const ending = String(digits).padStart(7, "0");
      if (seriesIndexOf(ending) >= FIRST_FREE_INDEX) endings.push(ending);
    }
    return endings;
  }
}
