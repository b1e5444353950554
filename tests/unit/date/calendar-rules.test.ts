import { getDay, newDate } from "date-fns-jalali";
import { dateBoundsError, isDayDisabled, PAST_DATE_MESSAGE } from "@/lib/date/date-bounds";
import { firstWeekdayOfMonth, monthWeeks, WEEKDAY_INITIALS } from "@/lib/date/month-grid";
import { yearList, YEAR_LIST_LENGTH } from "@/lib/date/year-list";

describe("year list", () => {
  it("has 201 years, 103 before the current year and 97 after", () => {
    const years = yearList(1403);
    expect(years).toHaveLength(201);
    expect(YEAR_LIST_LENGTH).toBe(201);
    expect(years[0]).toBe(1300);
    expect(years.at(-1)).toBe(1500);
    expect(years.indexOf(1403)).toBe(103);
    expect(years.every((year, i) => i === 0 || year === years[i - 1]! + 1)).toBe(true);
  });
});

describe("month grid", () => {
  it("starts the week on Saturday", () => {
    expect(WEEKDAY_INITIALS).toEqual(["ش", "ی", "د", "س", "چ", "پ", "ج"]);
  });

  it.each([
    // [year, month, column of the 1st (0 = Saturday), Gregorian date of the 1st]
    [1403, 1, 4, new Date(2024, 2, 20)], // Wednesday
    [1404, 1, 6, new Date(2025, 2, 21)], // Friday
    [1402, 1, 3, new Date(2023, 2, 21)], // Tuesday
    [1403, 5, 2, new Date(2024, 6, 22)], // Monday
    [1403, 7, 1, new Date(2024, 8, 22)], // Sunday
  ])("puts 1/%i of %i in column %i", (year, month, column, gregorian) => {
    expect(newDate(year, month - 1, 1)).toEqual(gregorian);
    expect((getDay(gregorian) + 1) % 7).toBe(column);
    expect(firstWeekdayOfMonth(year, month)).toBe(column);
    expect(monthWeeks(year, month)[0]!.indexOf(1)).toBe(column);
  });

  it("lays every day of the month out once, in weeks of seven", () => {
    const weeks = monthWeeks(1403, 12);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter((day) => day !== null)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(
      monthWeeks(1404, 12)
        .flat()
        .filter((day) => day !== null),
    ).toHaveLength(29);
  });
});

describe("date bounds", () => {
  const now = new Date(2024, 7, 2, 15, 0); // 12 Mordad 1403, afternoon

  it("refuses days before min and after max, comparing whole days", () => {
    const bounds = { min: new Date(2024, 7, 2, 18, 0), max: new Date(2024, 7, 10, 1, 0) };
    expect(dateBoundsError(new Date(2024, 7, 1, 23, 59), bounds, now)).toBe("تاریخ باید از ۱۴۰۳/۰۵/۱۲ به بعد باشد");
    expect(dateBoundsError(new Date(2024, 7, 2, 0, 0), bounds, now)).toBeNull();
    expect(dateBoundsError(new Date(2024, 7, 10, 23, 0), bounds, now)).toBeNull();
    expect(dateBoundsError(new Date(2024, 7, 11), bounds, now)).toBe("تاریخ باید تا ۱۴۰۳/۰۵/۲۰ باشد");
  });

  it("disables past days but not today", () => {
    expect(isDayDisabled(new Date(2024, 7, 1), { disablePast: true }, now)).toBe(true);
    expect(dateBoundsError(new Date(2024, 7, 1), { disablePast: true }, now)).toBe(PAST_DATE_MESSAGE);
    expect(isDayDisabled(new Date(2024, 7, 2, 0, 0), { disablePast: true }, now)).toBe(false);
    expect(isDayDisabled(new Date(2024, 7, 1), {}, now)).toBe(false);
  });
});
