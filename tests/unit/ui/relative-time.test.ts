import { formatRelativeTime } from "@/lib/format/relative-time";

const now = new Date("2024-06-01T12:00:00Z").getTime();
const ago = (ms: number) => now - ms;
const later = (ms: number) => now + ms;
const S = 1000;
const DAY = 86_400 * S;

describe("relative time", () => {
  it.each([
    [ago(0), "همین الان"],
    [ago(14_999), "همین الان"],
    [later(14_999), "همین الان"],
    [ago(15 * S), "لحظاتی پیش"],
    [ago(29_999), "لحظاتی پیش"],
    [later(20 * S), "لحظاتی بعد"],
    [ago(30 * S), "۳۰ ثانیه پیش"],
    [ago(59 * S), "۵۹ ثانیه پیش"],
    [ago(60 * S), "۱ دقیقه پیش"],
    [later(3 * 60 * S + 5 * S), "۳ دقیقه بعد"],
    [ago(2 * 3600 * S), "۲ ساعت پیش"],
    [ago(DAY), "۱ روز پیش"],
    [ago(29 * DAY), "۲۹ روز پیش"],
    [ago(30 * DAY), "۱ ماه پیش"],
    [ago(364 * DAY), "۱۲ ماه پیش"],
    [ago(365 * DAY), "۱ سال پیش"],
    [later(800 * DAY), "۲ سال بعد"],
  ])("%s ms from now reads %s", (value, text) => {
    expect(formatRelativeTime(value, now)).toBe(text);
  });

  it("accepts ISO strings and leaves unreadable values empty", () => {
    expect(formatRelativeTime("2024-06-01T11:55:00Z", now)).toBe("۵ دقیقه پیش");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
