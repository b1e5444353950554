import { isLeapYear, newDate } from "date-fns-jalali";
import {
  isLeapJalaliYear,
  isValidJalali,
  jalaliMonthLength,
  JALALI_MAX_YEAR,
  JALALI_MIN_YEAR,
} from "@/lib/date/jalali-validity";

describe("Jalali leap years", () => {
  it.each([
    [1399, true],
    [1400, false],
    [1401, false],
    [1402, false],
    [1403, true],
    [1404, false],
    [1408, true],
    [1370, true],
    [1375, true],
    [1395, true],
  ])("%i leap: %s", (year, leap) => {
    expect(isLeapJalaliYear(year)).toBe(leap);
  });

  it("agrees with date-fns-jalali for every year in the valid range", () => {
    const disagreements: number[] = [];
    for (let year = JALALI_MIN_YEAR; year <= JALALI_MAX_YEAR; year++) {
      if (isLeapJalaliYear(year) !== isLeapYear(newDate(year, 6, 1))) disagreements.push(year);
    }
    expect(disagreements).toEqual([]);
  });
});

describe("Jalali month lengths", () => {
  it("gives 31 days to months 1-6 and 30 to months 7-11", () => {
    for (let month = 1; month <= 6; month++) expect(jalaliMonthLength(1404, month)).toBe(31);
    for (let month = 7; month <= 11; month++) expect(jalaliMonthLength(1404, month)).toBe(30);
  });

  it("gives Esfand 30 days in a leap year and 29 otherwise", () => {
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
  });
});

describe("isValidJalali", () => {
  it.each([
    [1399, 12, 30],
    [1403, 12, 30],
    [1403, 1, 1],
    [1403, 6, 31],
    [1403, 7, 30],
    [1403, 11, 30],
    [JALALI_MIN_YEAR, 1, 1],
    [JALALI_MAX_YEAR, 12, 29],
    [0, 5, 12],
  ])("accepts %i/%i/%i", (y, m, d) => {
    expect(isValidJalali(y, m, d)).toBe(true);
  });

  it.each([
    [1400, 12, 30, "30 Esfand of a common year"],
    [1404, 12, 30, "30 Esfand of a common year"],
    [1403, 12, 31, "31 Esfand"],
    [1403, 7, 31, "31 Mehr"],
    [1403, 11, 31, "31 Bahman"],
    [1403, 6, 32, "32 Shahrivar"],
    [1403, 0, 10, "month 0"],
    [1403, 13, 1, "month 13"],
    [1403, 5, 0, "day 0"],
    [1403, 5, -1, "a negative day"],
    [-62, 1, 1, "the year before the range"],
    [3178, 1, 1, "the year after the range"],
    [1403.5, 1, 1, "a fractional year"],
    [1403, 1.5, 1, "a fractional month"],
    [1403, 1, Number.NaN, "NaN"],
  ])("refuses %i/%i/%i (%s)", (y, m, d) => {
    expect(isValidJalali(y, m, d)).toBe(false);
  });

  it("takes the last day of Esfand at both ends of the range by the leap rule", () => {
    expect(isValidJalali(-61, 12, 30)).toBe(isLeapJalaliYear(-61));
    expect(isValidJalali(3177, 12, 30)).toBe(isLeapJalaliYear(3177));
  });
});
