import { formatJalaliDate, formatJalaliDateTime } from "@/lib/format/jalali";

describe("Jalali dates", () => {
  it("formats YYYY/MM/DD in Persian digits", () => {
    // Nowruz 1403 fell on 20 March 2024.
    expect(formatJalaliDate(new Date(2024, 2, 20, 12))).toBe("۱۴۰۳/۰۱/۰۱");
    expect(formatJalaliDate(new Date(2025, 0, 5, 9))).toBe("۱۴۰۳/۱۰/۱۶");
  });

  it("reads the upstream's timestamp strings", () => {
    expect(formatJalaliDate("2024-03-19 12:00:00")).toBe("۱۴۰۲/۱۲/۲۹");
  });

  it("formats date and time as YYYY-MM-DD HH:mm:ss", () => {
    expect(formatJalaliDateTime(new Date(2025, 0, 5, 13, 4, 5))).toBe("۱۴۰۳-۱۰-۱۶ ۱۳:۰۴:۰۵");
  });

  it("answers an empty string for something that is not a date", () => {
    expect(formatJalaliDate("not a date")).toBe("");
  });
});
