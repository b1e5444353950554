import { newDate } from "date-fns-jalali";
import { formatPickerText, normalizeTypedDate, parseTypedDate, typedYearMonth } from "@/lib/date/typed-date";

describe("normalizeTypedDate", () => {
  it("writes 8 typed digits as year/month/day", () => {
    expect(normalizeTypedDate("14030512", false)).toBe("1403/05/12");
    expect(normalizeTypedDate("1403/05/12", false)).toBe("1403/05/12");
    expect(normalizeTypedDate("۱۴۰۳۰۵۱۲", false)).toBe("1403/05/12");
  });

  it("waits for 8 digits", () => {
    expect(normalizeTypedDate("", false)).toBeNull();
    expect(normalizeTypedDate("1403051", false)).toBeNull();
    expect(normalizeTypedDate("1403/05/1", false)).toBeNull();
  });

  it("keeps the time part when the picker has a time, and drops it otherwise", () => {
    expect(normalizeTypedDate("14030512 14:30", true)).toBe("1403/05/12 14:30");
    expect(normalizeTypedDate("14030512 14:30", false)).toBe("1403/05/12");
    expect(normalizeTypedDate("1403/05/12", true)).toBe("1403/05/12");
  });
});

describe("parseTypedDate", () => {
  it("reads a complete date as local midnight of that Jalali day", () => {
    const parsed = parseTypedDate("1403/05/12", false);
    expect(parsed).toEqual({ kind: "date", date: newDate(1403, 4, 12), text: "1403/05/12" });
    expect(parsed.kind === "date" && parsed.date).toEqual(new Date(2024, 7, 2));
  });

  it("reads the time with a time picker", () => {
    const parsed = parseTypedDate("1403/05/12 14:30", true);
    expect(parsed.kind === "date" && parsed.date).toEqual(new Date(2024, 7, 2, 14, 30));
    const hourOnly = parseTypedDate("1403/05/12 9", true);
    expect(hourOnly.kind === "date" && hourOnly.date).toEqual(new Date(2024, 7, 2, 9, 0));
  });

  it("tells empty, incomplete and impossible text apart", () => {
    expect(parseTypedDate("   ", false)).toEqual({ kind: "empty" });
    expect(parseTypedDate("1403/05", false)).toEqual({ kind: "incomplete" });
    expect(parseTypedDate("1404/12/30", false)).toEqual({ kind: "invalid" });
    expect(parseTypedDate("1403/13/01", false)).toEqual({ kind: "invalid" });
    expect(parseTypedDate("1403/05/12 25:00", true)).toEqual({ kind: "invalid" });
  });

  it("accepts 30 Esfand of a leap year only", () => {
    expect(parseTypedDate("1403/12/30", false).kind).toBe("date");
    expect(parseTypedDate("1400/12/30", false).kind).toBe("invalid");
  });
});

describe("typedYearMonth", () => {
  it("answers the year after four digits and the month after six", () => {
    expect(typedYearMonth("140")).toBeNull();
    expect(typedYearMonth("1402")).toEqual({ year: 1402, month: null });
    expect(typedYearMonth("1402/1")).toEqual({ year: 1402, month: null });
    expect(typedYearMonth("1402/11")).toEqual({ year: 1402, month: 11 });
    expect(typedYearMonth("1402/13")).toEqual({ year: 1402, month: null });
    expect(typedYearMonth("9999")).toBeNull();
  });
});

describe("formatPickerText", () => {
  it("writes the value in Latin digits, with the time when asked", () => {
    expect(formatPickerText(new Date(2024, 7, 2, 14, 5), false)).toBe("1403/05/12");
    expect(formatPickerText(new Date(2024, 7, 2, 14, 5), true)).toBe("1403/05/12 14:05");
    expect(formatPickerText(null, true)).toBe("");
  });
});
