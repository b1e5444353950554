/** @jest-environment node */
import { digitsOnly, toLatinDigits, toPersianDigits } from "@/lib/validation/digits";

describe("toLatinDigits", () => {
  it("turns every Persian digit into its Latin digit", () => {
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  it("turns every Arabic-Indic digit into its Latin digit", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
  });

  it("leaves letters, Latin digits, spaces and punctuation as they are", () => {
    expect(toLatinDigits("کد: ۱۲3 abc-٤")).toBe("کد: 123 abc-4");
  });

  it("leaves Arabic signs next to the digit ranges untouched", () => {
    // U+066A Arabic percent sign, U+06EF just before the Persian digits.
    expect(toLatinDigits("\u066a\u06ef")).toBe("\u066a\u06ef");
  });
});

describe("digitsOnly", () => {
  it("keeps only the digits, converted to Latin", () => {
    expect(digitsOnly("+۹۸ 912-٣٤٥ 67 89")).toBe("989123456789");
  });

  it("answers an empty string when there is no digit", () => {
    expect(digitsOnly("abc - ")).toBe("");
  });
});

describe("toPersianDigits", () => {
  it("prints numbers and strings with Persian digits", () => {
    expect(toPersianDigits(1234567890)).toBe("۱۲۳۴۵۶۷۸۹۰");
    expect(toPersianDigits("کد 42")).toBe("کد ۴۲");
  });

  it("round-trips with toLatinDigits", () => {
    expect(toLatinDigits(toPersianDigits("09123456789"))).toBe("09123456789");
  });
});
