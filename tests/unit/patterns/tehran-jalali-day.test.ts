/** @jest-environment node */
import { tehranJalaliDay } from "@/lib/date/tehran-clock";

describe("tehranJalaliDay", () => {
  it("names the day on Tehran's calendar, whatever the zone of the machine", () => {
    // 21:00 UTC on 26 Nov 2026 is 00:30 on 27 Nov in Tehran: 6 Azar 1405.
    expect(tehranJalaliDay("2026-11-26T21:00:00Z")).toBe("۱۴۰۵/۰۹/۰۶");
    expect(tehranJalaliDay(Date.UTC(2026, 10, 26, 20, 0))).toBe("۱۴۰۵/۰۹/۰۵");
    expect(tehranJalaliDay(1_790_000_000 * 1000)).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  });

  it("answers an empty text for a value that is not a time", () => {
    expect(tehranJalaliDay("not a date")).toBe("");
  });
});
