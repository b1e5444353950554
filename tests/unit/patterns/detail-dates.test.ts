import { onTehranClock } from "@/lib/date/tehran-clock";
import { formatJalaliDateTime } from "@/lib/format/jalali";

describe("a pattern's dates on Tehran's clock", () => {
  it("reads an instant as Tehran does (+03:30), whatever the zone of the machine rendering it", () => {
    const date = onTehranClock("2024-08-02T10:00:00Z")!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2024, 7, 2, 13, 30,
    ]);
    expect(formatJalaliDateTime(date)).toBe("۱۴۰۳-۰۵-۱۲ ۱۳:۳۰:۰۰");
  });

  it("crosses midnight into Tehran's next day", () => {
    expect(formatJalaliDateTime(onTehranClock(Date.UTC(2024, 7, 2, 21, 0, 5))!)).toBe("۱۴۰۳-۰۵-۱۳ ۰۰:۳۰:۰۵");
  });

  it("gives nothing for an unreadable value", () => {
    expect(onTehranClock("not a date")).toBeNull();
  });
});
