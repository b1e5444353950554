/** @jest-environment node */
import { e164Of, msisdnOf, plainMobileCode, readMobileCell } from "@/lib/files/recipients/mobile-cell";
import { isMobile } from "@/lib/validation/mobile";

const valid = (cell: Parameters<typeof readMobileCell>[0]) => {
  const code = readMobileCell(cell);
  return typeof code === "number" ? e164Of(code) : code;
};

describe("readMobileCell: the number forms of a file", () => {
  it.each([
    ["09 form", "09123456789"],
    ["Excel number without the leading zero", "9123456789"],
    ["98 form", "989123456789"],
    ["+98 form", "+989123456789"],
    ["0098 form", "00989123456789"],
    ["Persian digits", "۰۹۱۲۳۴۵۶۷۸۹"],
    ["Arabic digits", "٠٩١٢٣٤٥٦٧٨٩"],
    ["mixed digits", "۰۹12٣٤٥6789"],
    ["spaces inside", "0912 345 6789"],
    ["dashes inside", "0912-345-6789"],
    ["+98 with spaces", "+98 912 345 6789"],
    ["0098 with dashes", "0098-912-345-6789"],
    ["spaces and direction marks around", "\u200f 09123456789 \u00a0"],
  ])("accepts the %s", (_label, cell) => {
    expect(valid(cell)).toBe("+989123456789");
  });

  it("accepts a number cell Excel typed as a number", () => {
    expect(valid(9123456789)).toBe("+989123456789");
    expect(valid(989123456789)).toBe("+989123456789");
  });

  it.each(["0", "1", "2", "3", "9"])("accepts operator digit 9%s", (digit) => {
    expect(valid(`09${digit}12345678`)).toBe(`+989${digit}12345678`);
  });

  it.each([
    ["operator digit 4", "09423456789"],
    ["a digit short", "0912345678"],
    ["a digit long", "091234567890"],
    ["a landline", "02188776655"],
    ["a decimal", "9123456789.5"],
    ["dots inside", "0912.345.6789"],
  ])("refuses %s as an invalid number", (_label, cell) => {
    expect(readMobileCell(cell)).toBe("invalid");
  });

  it.each(["9.12346E+11", "9.12345678912E+11", "9,12E+11", "۹.۱۲E+۱۱", "1e10"])(
    "refuses scientific notation %s with its own reason",
    (cell) => {
      expect(readMobileCell(cell)).toBe("scientific");
    },
  );

  it.each([
    "=A1",
    '=HYPERLINK("http://x")',
    "@SUM(1)",
    "-9123456789",
    "-09123456789",
    "+12345",
    "+0912 345 6789",
    "=09123456789",
  ])("never takes %s (a formula in a spreadsheet) as a number", (cell) => {
    expect(readMobileCell(cell)).toBe("formula");
  });

  it.each(["علی", "mobile", "0912abc4567", "true"])("puts text %s in other reasons", (cell) => {
    expect(readMobileCell(cell)).toBe("not_a_number");
  });

  it("treats dates and booleans as not a number", () => {
    expect(readMobileCell(new Date("2024-01-01"))).toBe("not_a_number");
    expect(readMobileCell(true)).toBe("not_a_number");
  });

  it.each([null, undefined, "", "   ", "\u200c"])("calls %p an empty cell", (cell) => {
    expect(readMobileCell(cell)).toBe("empty");
  });

  it("agrees with the panel's mobile rule on every digit string", () => {
    const prefixes = ["", "0", "98", "0098", "+98", "00", "9", "1"];
    let seed = 7;
    const digit = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % 10);
    const values = Array.from(
      { length: 5000 },
      (_, i) => prefixes[i % prefixes.length] + "9" + Array.from({ length: 8 + (i % 3) }, digit).join(""),
    );
    const disagreements = values.filter((value) => (typeof readMobileCell(value) === "number") !== isMobile(value));
    expect(disagreements).toEqual([]);
    expect(values.filter(isMobile).length).toBeGreaterThan(100);
  });

  it("reads a number where it lies inside a longer text, and leaves other forms to the full rules", () => {
    const line = "علی,+98 912-345 6789,۰۹۱۲۳۴۵۶۷۸۹,0912345678,=09123456789";
    const code = (from: string) => plainMobileCode(line, line.indexOf(from), line.indexOf(from) + from.length);
    expect(e164Of(code("+98 912-345 6789"))).toBe("+989123456789");
    expect(e164Of(code("۰۹۱۲۳۴۵۶۷۸۹"))).toBe("+989123456789");
    expect([code("0912345678"), code("=09123456789"), code("علی")]).toEqual([-1, -1, -1]);
  });

  it("writes the compact number back in both panel forms", () => {
    expect(e164Of(12345)).toBe("+989000012345");
    expect(msisdnOf(999_999_999)).toBe("989999999999");
  });
});
