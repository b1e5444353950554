import { earliestAllowedTime, timeMinimumError } from "@/lib/date/time-minimum";

describe("time with a minimum", () => {
  const now = new Date(2024, 7, 2, 12, 0, 0);
  const message = "زمان باید دست‌کم ۳۰ دقیقه بعد از اکنون باشد";

  it("refuses today's times earlier than now plus the minimum", () => {
    expect(timeMinimumError(new Date(2024, 7, 2, 12, 29), 30, now)).toBe(message);
    expect(timeMinimumError(new Date(2024, 7, 2, 9, 0), 30, now)).toBe(message);
    expect(timeMinimumError(new Date(2024, 7, 2, 12, 30), 30, now)).toBeNull();
    expect(timeMinimumError(new Date(2024, 7, 2, 18, 0), 30, now)).toBeNull();
  });

  it("does not limit other days", () => {
    expect(timeMinimumError(new Date(2024, 7, 3, 0, 5), 30, now)).toBeNull();
  });

  it("counts seconds of now, so a minute already begun is not enough", () => {
    const later = new Date(2024, 7, 2, 12, 0, 20);
    expect(timeMinimumError(new Date(2024, 7, 2, 12, 30), 30, later)).toBe(message);
    expect(earliestAllowedTime(later, 30)).toEqual(new Date(2024, 7, 2, 12, 31));
    expect(earliestAllowedTime(now, 30)).toEqual(new Date(2024, 7, 2, 12, 30));
  });
});
