/** @jest-environment node */
import { toJalaliDay } from "@/lib/date/jalali-parts";
import { dateToIsoDay, isIsoDay, isoDayToDate, tehranIsoDay } from "@/lib/date/iso-day";

describe("days on the wire", () => {
  it("knows real Gregorian days from text that only looks like one", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("2024-13-01")).toBe(false);
    expect(isIsoDay("2024-1-01")).toBe(false);
    expect(isIsoDay("1403/05/12")).toBe(false);
  });

  it("turns a picker's local midnight into its day and back, whatever the clock's zone", () => {
    const picked = new Date(1988, 4, 14);
    expect(dateToIsoDay(picked)).toBe("1988-05-14");
    expect(isoDayToDate("1988-05-14")?.getTime()).toBe(picked.getTime());
    expect(isoDayToDate("1988-02-30")).toBeNull();
    expect(isoDayToDate(null)).toBeNull();
  });

  it("shows as the Jalali day it is: 1367/02/24", () => {
    expect(toJalaliDay(isoDayToDate("1988-05-14")!)).toEqual({ year: 1367, month: 2, day: 24 });
  });

  it("says today as Tehran's calendar does, already the next day at 00:30 Tehran time", () => {
    // 21:00 UTC is 00:30 in Tehran (UTC+3:30).
    expect(tehranIsoDay(new Date("2025-03-20T21:00:00Z"))).toBe("2025-03-21");
    expect(tehranIsoDay(new Date("2025-03-20T20:00:00Z"))).toBe("2025-03-20");
  });
});
