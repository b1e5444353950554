import { maskDate, maskDateTime } from "@/lib/date/date-masks";

/** Types `text` one character at a time, the field masking after each, as a user would. */
function typeInto(mask: (raw: string) => string, text: string, start = ""): string {
  let value = start;
  for (const ch of text) value = mask(value + ch);
  return value;
}

describe("maskDate", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["1403", "1403"],
    ["14030", "1403/0"],
    ["140305", "1403/05"],
    ["1403051", "1403/05/1"],
    ["14030512", "1403/05/12"],
    ["1403/05/12", "1403/05/12"],
    ["1403/", "1403/"],
    ["1403/05/", "1403/05/"],
    ["۱۴۰۳۰۵۱۲", "1403/05/12"],
    ["١٤٠٣/٠٥/١٢", "1403/05/12"],
    ["1403-05-12", "1403/05/12"],
    ["1403 05 12", "1403/05/12"],
    ["abc1403x05y12", "1403/05/12"],
    ["1403051299", "1403/05/12"],
    ["1403/05/12/", "1403/05/12"],
    ["1403/5/", "1403/05/"],
    ["1403/5/7", "1403/05/7"],
    ["/1403", "1403"],
    ["14//03", "1403"],
    ["1403//05", "1403/05"],
    ["14:30", "1430"],
  ])("%j → %j", (raw, masked) => {
    expect(maskDate(raw)).toBe(masked);
  });

  it("puts the slashes in while typing digits one by one", () => {
    expect(typeInto(maskDate, "14030512")).toBe("1403/05/12");
    expect(typeInto(maskDate, "۱۴۰۳۰۵۱۲")).toBe("1403/05/12");
  });

  it("lets a slash be deleted without bringing it back", () => {
    expect(maskDate("1403")).toBe("1403");
    expect(maskDate("1403/05")).toBe("1403/05");
  });

  it("keeps a slash typed by hand and does not double it", () => {
    expect(typeInto(maskDate, "1403/05/12")).toBe("1403/05/12");
  });
});

describe("maskDateTime", () => {
  it.each([
    ["", ""],
    ["14030512", "1403/05/12"],
    ["140305121", "1403/05/12 1"],
    ["1403051214", "1403/05/12 14"],
    ["14030512143", "1403/05/12 14:3"],
    ["140305121430", "1403/05/12 14:30"],
    ["1403/05/12 14:30", "1403/05/12 14:30"],
    ["۱۴۰۳/۰۵/۱۲ ۱۴:۳۰", "1403/05/12 14:30"],
    ["1403/05/12 14:30:45", "1403/05/12 14:30"],
    ["14030512143099", "1403/05/12 14:30"],
    ["1403/05/12 ", "1403/05/12 "],
    ["1403/05/12 14:", "1403/05/12 14"],
    ["1403/05/12 9:", "1403/05/12 09"],
    ["1403/05/12 9:5", "1403/05/12 09:5"],
    ["1403-05-12T14:30", "1403/05/12 14:30"],
  ])("%j → %j", (raw, masked) => {
    expect(maskDateTime(raw)).toBe(masked);
  });

  it.each([
    ["1403/05/12 24:00", "1403/05/12 23:00"],
    ["1403/05/12 99:99", "1403/05/12 23:59"],
    ["1403/05/12 23:60", "1403/05/12 23:59"],
    ["1403/05/12 23:59", "1403/05/12 23:59"],
    ["1403/05/12 00:00", "1403/05/12 00:00"],
    ["1403/05/12 12:75", "1403/05/12 12:59"],
  ])("clamps %j to %j", (raw, masked) => {
    expect(maskDateTime(raw)).toBe(masked);
  });

  it("does not clamp a single hour or minute digit", () => {
    expect(maskDateTime("1403/05/12 9")).toBe("1403/05/12 9");
    expect(maskDateTime("1403/05/12 14:7")).toBe("1403/05/12 14:7");
  });

  it("drops a trailing colon, so the colon appears with the first minute digit", () => {
    expect(typeInto(maskDateTime, ":", "1403/05/12 14")).toBe("1403/05/12 14");
    expect(typeInto(maskDateTime, ":3", "1403/05/12 14")).toBe("1403/05/12 14:3");
  });

  it("puts every separator in while typing digits one by one", () => {
    expect(typeInto(maskDateTime, "140305121430")).toBe("1403/05/12 14:30");
    expect(typeInto(maskDateTime, "۱۴۰۳۰۵۱۲۲۵۷۰")).toBe("1403/05/12 23:59");
  });
});
