import {
  formatTimeText,
  maskTime,
  meridiemOf,
  parseTimeText,
  to24Hour,
  withTimeOf,
  type TimeFormat,
} from "@/lib/date/time-value";

const H24: TimeFormat = { hourCycle: 24, withSeconds: false };
const H24S: TimeFormat = { hourCycle: 24, withSeconds: true };
const H12: TimeFormat = { hourCycle: 12, withSeconds: false };

describe("maskTime", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["14", "14"],
    ["143", "14:3"],
    ["1430", "14:30"],
    ["14:30", "14:30"],
    ["14:", "14:"],
    ["9:", "09:"],
    ["9:5", "09:5"],
    ["۱۴۳۰", "14:30"],
    ["14305", "14:30"],
    ["ab14cd30", "14:30"],
  ])("24-hour %j → %j", (raw, masked) => {
    expect(maskTime(raw, H24)).toBe(masked);
  });

  it.each([
    ["24:00", "23:00"],
    ["2400", "23:00"],
    ["99:99", "23:59"],
    ["23:60", "23:59"],
    ["00:00", "00:00"],
  ])("24-hour clamps %j to %j", (raw, masked) => {
    expect(maskTime(raw, H24)).toBe(masked);
  });

  it.each([
    ["143045", "14:30:45"],
    ["14:30:60", "14:30:59"],
    ["14:30:99", "14:30:59"],
    ["14:60:60", "14:59:59"],
    ["1430451", "14:30:45"],
  ])("with seconds %j → %j", (raw, masked) => {
    expect(maskTime(raw, H24S)).toBe(masked);
  });

  it.each([
    ["0230", "02:30"],
    ["1200", "12:00"],
    ["1300", "12:00"],
    ["2359", "12:59"],
    ["0015", "12:15"],
    ["00", "12"],
  ])("12-hour %j → %j", (raw, masked) => {
    expect(maskTime(raw, H12)).toBe(masked);
  });
});

describe("parseTimeText", () => {
  it("reads a complete time on the 24-hour clock", () => {
    expect(parseTimeText("14:30", H24, "am")).toEqual({ hours: 14, minutes: 30, seconds: 0 });
    expect(parseTimeText("14:30:45", H24S, "am")).toEqual({ hours: 14, minutes: 30, seconds: 45 });
  });

  it("is null while the time is incomplete", () => {
    for (const text of ["", "1", "14", "14:", "14:3"]) expect(parseTimeText(text, H24, "am")).toBeNull();
    expect(parseTimeText("14:30", H24S, "am")).toBeNull();
  });

  it("reads a 12-hour time by its half of the day", () => {
    expect(parseTimeText("02:30", H12, "pm")).toEqual({ hours: 14, minutes: 30, seconds: 0 });
    expect(parseTimeText("02:30", H12, "am")).toEqual({ hours: 2, minutes: 30, seconds: 0 });
    expect(parseTimeText("12:05", H12, "am")).toEqual({ hours: 0, minutes: 5, seconds: 0 });
    expect(parseTimeText("12:05", H12, "pm")).toEqual({ hours: 12, minutes: 5, seconds: 0 });
  });
});

describe("12-hour conversions", () => {
  it("maps the clock both ways", () => {
    expect(to24Hour(12, "am")).toBe(0);
    expect(to24Hour(1, "am")).toBe(1);
    expect(to24Hour(11, "pm")).toBe(23);
    expect(meridiemOf(0)).toBe("am");
    expect(meridiemOf(11)).toBe("am");
    expect(meridiemOf(12)).toBe("pm");
    expect(formatTimeText({ hours: 0, minutes: 5, seconds: 0 }, H12)).toBe("12:05");
    expect(formatTimeText({ hours: 13, minutes: 5, seconds: 0 }, H12)).toBe("01:05");
    expect(formatTimeText({ hours: 13, minutes: 5, seconds: 9 }, H24S)).toBe("13:05:09");
  });
});

it("withTimeOf keeps the day and sets the time", () => {
  const date = withTimeOf(new Date(2024, 7, 2, 23, 59, 59, 500), { hours: 8, minutes: 15, seconds: 0 });
  expect(date).toEqual(new Date(2024, 7, 2, 8, 15, 0, 0));
});
