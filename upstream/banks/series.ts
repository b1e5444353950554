import { sql } from "drizzle-orm";

/**
 * The bank's and the directory's numbers end in seven digits drawn from their index by one
 * permutation of 0‥9,999,999 (the multiplier is prime to 10⁷), so neighbouring indexes land far apart.
 */
const MULTIPLIER = 7_654_321;
const OFFSET = 1_234_567;
const SPAN = 10_000_000;

/** The seven digits the series gives index `n`. */
export function seriesDigits(n: number): string {
  return String((n * MULTIPLIER + OFFSET) % SPAN).padStart(7, "0");
}

/** 7,654,321 × 81 = 620,000,001, so multiplying by 81 undoes the multiplier modulo 10⁷. */
const INVERSE = 81;

/** The index whose seven digits are `digits`: the series meets every ending once. */
export function seriesIndexOf(digits: string): number {
  return (((((Number(digits) - OFFSET) % SPAN) + SPAN) % SPAN) * INVERSE) % SPAN;
}

/** The same digits in SQL, for an integer column. */
export const seriesDigitsSql = (column: string) =>
  sql`lpad(((${sql.raw(column)} * ${sql.raw(String(MULTIPLIER))} + ${sql.raw(String(OFFSET))}) % ${sql.raw(String(SPAN))})::text, 7, '0')`;

/** How many indexes the series has: every seven-digit ending once. */
export const SERIES_SPAN = SPAN;
