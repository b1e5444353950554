import {
  checkNumberEntry,
  entryLimit,
  maxLengthFor,
  NUMBER_ENTRY_MESSAGES,
  parseInteger,
  withCountryCode,
} from "@/lib/numbers/number-entry-rules";

describe("parseInteger", () => {
  it.each([
    ["plain digits", "12345", "12345"],
    ["leading zeros dropped", "00912", "912"],
    ["only zeros is zero", "000", "0"],
    ["Persian digits", "۰۹۱۲۳", "9123"],
    ["Arabic digits", "٠٩١٢٣", "9123"],
    ["non-digits between digits ignored", "12-34 5", "12345"],
    ["twelve digits kept exactly (no floating point)", "999999999999", "999999999999"],
  ])("%s: %s → %s", (_label, input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });

  it.each(["", "abc", "   ", "+-"])("returns null when nothing numeric was typed: %j", (input) => {
    expect(parseInteger(input)).toBeNull();
  });
});

describe("withCountryCode", () => {
  it("prepends 98 to a number not starting with it and keeps one that does", () => {
    expect(withCountryCode("9121234567")).toBe("989121234567");
    expect(withCountryCode("989121234567")).toBe("989121234567");
  });
});

describe("checkNumberEntry — mobile mode", () => {
  const mobile = (text: string, existing: string[] = [], maxCount?: number) =>
    checkNumberEntry(text, { mode: "mobile", existing, maxCount });

  it.each([
    ["09…", "09121234567"],
    ["9…", "9121234567"],
    ["989…", "989121234567"],
    ["Persian digits", "۰۹۱۲۱۲۳۴۵۶۷"],
    ["several leading zeros (integer parsing)", "009121234567"],
  ])("stores %s as 98 followed by ten digits", (_label, text) => {
    expect(mobile(text)).toEqual({ kind: "ok", number: "989121234567" });
  });

  it.each(["0", "1", "2", "3", "9"])("accepts second digit %s", (second) => {
    expect(mobile(`09${second}12345678`)).toEqual({ kind: "ok", number: `989${second}12345678` });
  });

  it.each([
    ["second digit 4-8", "09412345678"],
    ["one digit short", "0912123456"],
    ["one digit long", "091212345678"],
    ["a landline", "02112345678"],
    ["starts with 98 but is too short (98 is not prepended again)", "9891234567"],
    ["zero", "0"],
  ])("refuses %s with «number is not valid»", (_label, text) => {
    expect(mobile(text)).toEqual({ kind: "error", message: NUMBER_ENTRY_MESSAGES.invalid });
  });

  it("reports a number already in the list, whichever way it is written", () => {
    const existing = ["989121234567"];
    expect(mobile("09121234567", existing)).toEqual({ kind: "error", message: NUMBER_ENTRY_MESSAGES.duplicate });
    expect(mobile("9121234567", existing)).toEqual({ kind: "error", message: NUMBER_ENTRY_MESSAGES.duplicate });
    expect(NUMBER_ENTRY_MESSAGES.duplicate).toBe("این شماره قبلاً در لیست وجود دارد");
  });

  it("ignores input with no digit", () => {
    expect(mobile("")).toEqual({ kind: "empty" });
    expect(mobile("abc")).toEqual({ kind: "empty" });
  });

  it("refuses more numbers once maxCount is reached", () => {
    expect(mobile("09121234567", ["989351234567"], 1)).toEqual({
      kind: "error",
      message: "به حداکثر تعداد شماره‌ها (۱ شماره) رسیده‌اید",
    });
  });
});

describe("checkNumberEntry — prefix mode", () => {
  const prefix = (text: string, existing: string[] = []) => checkNumberEntry(text, { mode: "prefix", existing });

  it("accepts up to six digits without a leading zero", () => {
    expect(prefix("3000")).toEqual({ kind: "ok", number: "3000" });
    expect(prefix("۱۲۳۴۵۶")).toEqual({ kind: "ok", number: "123456" });
  });

  it("rejects a leading zero instead of dropping it", () => {
    expect(prefix("0123")).toEqual({ kind: "error", message: "پیشوند نباید با صفر شروع شود" });
    expect(prefix("0")).toEqual({ kind: "error", message: NUMBER_ENTRY_MESSAGES.prefixLeadingZero });
  });

  it("rejects a seventh digit", () => {
    expect(prefix("1234567")).toEqual({ kind: "error", message: "حداکثر ۶ رقم مجاز است" });
  });

  it("takes one prefix only", () => {
    expect(prefix("5000", ["3000"])).toEqual({ kind: "error", message: NUMBER_ENTRY_MESSAGES.prefixSingle });
    expect(entryLimit("prefix", 10)).toBe(1);
  });
});

describe("checkNumberEntry — plain mode", () => {
  const plain = (text: string, existing: string[] = []) => checkNumberEntry(text, { mode: "plain", existing });

  it("adds the integer without 98 and without the mobile pattern", () => {
    expect(plain("12345")).toEqual({ kind: "ok", number: "12345" });
    expect(plain("0021")).toEqual({ kind: "ok", number: "21" });
  });

  it("allows twelve digits and refuses thirteen", () => {
    expect(plain("123456789012")).toEqual({ kind: "ok", number: "123456789012" });
    expect(plain("1234567890123")).toEqual({ kind: "error", message: "حداکثر ۱۲ رقم مجاز است" });
  });

  it("reports duplicates", () => {
    expect(plain("012", ["12"])).toEqual({ kind: "error", message: NUMBER_ENTRY_MESSAGES.duplicate });
  });

  it("has no count limit unless maxCount is given", () => {
    expect(entryLimit("plain")).toBe(Number.POSITIVE_INFINITY);
    expect(entryLimit("plain", 3)).toBe(3);
  });
});

describe("maxLengthFor (spec §9)", () => {
  it("is 12, or 6 in prefix mode", () => {
    expect(maxLengthFor("plain")).toBe(12);
    expect(maxLengthFor("mobile")).toBe(12);
    expect(maxLengthFor("prefix")).toBe(6);
  });
});
