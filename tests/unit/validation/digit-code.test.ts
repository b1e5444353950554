/** @jest-environment node */
import { isDigitCode, normalizeDigitCode } from "@/lib/validation/digit-code";

describe("digit codes (postal codes, phone numbers, registration numbers)", () => {
  it("reads digits of any script and drops spaces and dashes between groups", () => {
    expect(normalizeDigitCode("۸۱۷۳۹-۱۵۶۱۴")).toBe("8173915614");
    expect(normalizeDigitCode("٠٢١ ٨٨٧٧ ٦٦٥٥")).toBe("02188776655");
  });

  it("counts the digits within the bounds, ends included", () => {
    expect(isDigitCode("123", 3, 15)).toBe(true);
    expect(isDigitCode("1".repeat(15), 3, 15)).toBe(true);
    expect(isDigitCode("12", 3, 15)).toBe(false);
    expect(isDigitCode("1".repeat(16), 3, 15)).toBe(false);
  });

  it("keeps leading zeros as digits", () => {
    expect(isDigitCode("021", 3, 3)).toBe(true);
  });

  it("refuses anything else but digits", () => {
    expect(isDigitCode("12a4", 1, 11)).toBe(false);
    expect(isDigitCode("+98 21", 1, 11)).toBe(false);
    expect(isDigitCode("12.5", 1, 11)).toBe(false);
  });
});
