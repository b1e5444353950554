/** @jest-environment node */
import { isMobile, MOBILE_MESSAGE, toE164, toMsisdn } from "@/lib/validation/mobile";

describe("isMobile (spec §5)", () => {
  it.each([
    ["leading 0", "09123456789"],
    ["no prefix", "9123456789"],
    ["98", "989123456789"],
    ["+98", "+989123456789"],
    ["0098", "00989123456789"],
  ])("accepts the prefix: %s", (_label, value) => {
    expect(isMobile(value)).toBe(true);
  });

  it.each(["0", "1", "2", "3", "9"])("accepts 09%s… (second digit %s)", (second) => {
    expect(isMobile(`09${second}12345678`)).toBe(true);
    expect(isMobile(`+989${second}12345678`)).toBe(true);
  });

  it.each(["4", "5", "6", "7", "8"])("refuses 09%s… (second digit %s)", (second) => {
    expect(isMobile(`09${second}12345678`)).toBe(false);
    expect(isMobile(`9${second}12345678`)).toBe(false);
    expect(isMobile(`+989${second}12345678`)).toBe(false);
  });

  it.each([
    ["one digit short", "0912345678"],
    ["one digit long", "091234567890"],
    ["one digit short without prefix", "912345678"],
    ["one digit long with +98", "+9891234567890"],
    ["0 and 98 together", "0989123456789"],
    ["+98 followed by 0", "+9809123456789"],
    ["not starting with 9", "08123456789"],
    ["a landline", "02112345678"],
    ["a letter inside", "0912345678a"],
    ["plus not at the start", "98+9123456789"],
    ["empty", ""],
    ["only spaces", "   "],
  ])("refuses %s", (_label, value) => {
    expect(isMobile(value)).toBe(false);
  });

  it("accepts Persian and Arabic-Indic digits, alone or mixed with Latin ones", () => {
    expect(isMobile("۰۹۱۲۳۴۵۶۷۸۹")).toBe(true);
    expect(isMobile("٠٩١٢٣٤٥٦٧٨٩")).toBe(true);
    expect(isMobile("۰۹۱۲345۶۷۸۹")).toBe(true);
    expect(isMobile("+۹۸۹۱۲۳۴۵۶۷۸۹")).toBe(true);
  });

  it("still refuses an invalid number written in Persian digits", () => {
    expect(isMobile("۰۹۴۲۳۴۵۶۷۸۹")).toBe(false);
    expect(isMobile("۰۹۱۲۳۴۵۶۷۸")).toBe(false);
  });

  it("ignores spaces and dashes the user typed", () => {
    expect(isMobile("0912 345 6789")).toBe(true);
    expect(isMobile("0912-345-6789")).toBe(true);
    expect(isMobile("+98 912 345-67-89")).toBe(true);
    expect(isMobile(" 09123456789 ")).toBe(true);
  });

  it("does not ignore other separators", () => {
    expect(isMobile("0912.345.6789")).toBe(false);
    expect(isMobile("(0912) 3456789")).toBe(false);
  });

  it("has the Persian message", () => {
    expect(MOBILE_MESSAGE).toBe("شماره موبایل معتبر نیست");
  });
});

describe("toMsisdn and toE164", () => {
  it.each([
    "09123456789",
    "9123456789",
    "989123456789",
    "+989123456789",
    "00989123456789",
    "۰۹۱۲۳۴۵۶۷۸۹",
    "٠٩١٢٣٤٥٦٧٨٩",
    "0912 345-6789",
  ])("write %s as 98… and +98…", (value) => {
    expect(toMsisdn(value)).toBe("989123456789");
    expect(toE164(value)).toBe("+989123456789");
  });

  it("keeps the second digit 0 of a national number", () => {
    expect(toMsisdn("09012345678")).toBe("989012345678");
    expect(toE164("09012345678")).toBe("+989012345678");
  });

  it.each(["09423456789", "0912345678", "abc", ""])("answer null for the non-mobile %p", (value) => {
    expect(toMsisdn(value)).toBeNull();
    expect(toE164(value)).toBeNull();
  });
});
