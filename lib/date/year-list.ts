/** Spec §9: the calendar's year select offers 201 years, 103 of them before the current one. */
export const YEAR_LIST_LENGTH = 201;
const YEARS_BEFORE_CURRENT = 103;

/** The years of the select in order: 103 before the current year, the current year, then 97 after. */
export function yearList(currentYear: number): number[] {
  const first = currentYear - YEARS_BEFORE_CURRENT;
  return Array.from({ length: YEAR_LIST_LENGTH }, (_, i) => first + i);
}
