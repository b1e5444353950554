import { addDays, format } from "date-fns-jalali";
import { clockText, jalaliDayText } from "@/lib/date/jalali-text";

describe("Jalali date text", () => {
  it("writes every day of 1370 to 1430 as date-fns-jalali does", () => {
    const first = new Date(1991, 2, 21, 12);
    for (let offset = 0; offset < 60 * 366; offset += 1) {
      const day = addDays(first, offset);
      expect(jalaliDayText(day)).toBe(format(day, "yyyy/MM/dd"));
    }
  });

  it("pads month, day and time, with the separator asked for", () => {
    const nowruz = new Date(2024, 2, 20, 7, 5, 9);
    expect(jalaliDayText(nowruz)).toBe("1403/01/01");
    expect(jalaliDayText(nowruz, "-")).toBe("1403-01-01");
    expect(clockText(nowruz)).toBe("07:05");
    expect(clockText(nowruz, true)).toBe("07:05:09");
  });
});
