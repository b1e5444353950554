import { formatCreditAmount, formatRial, groupDigits } from "@/lib/format/money";

describe("credit in rials", () => {
  it("groups in threes with the Persian separator and Persian digits", () => {
    expect(formatRial(50_000_000)).toBe("۵۰٬۰۰۰٬۰۰۰ ریال");
    expect(groupDigits(1234567)).toBe("۱٬۲۳۴٬۵۶۷");
  });

  it("floors a fractional credit instead of rounding it up", () => {
    expect(formatCreditAmount(1999.99)).toBe("۱٬۹۹۹");
    expect(formatCreditAmount(0.4)).toBe("۰");
  });

  it("leaves numbers under a thousand ungrouped", () => {
    expect(formatCreditAmount(999)).toBe("۹۹۹");
    expect(formatCreditAmount(1000)).toBe("۱٬۰۰۰");
  });

  it("keeps the sign of a negative amount and floors toward minus infinity", () => {
    expect(formatCreditAmount(-1500.5)).toBe("-۱٬۵۰۱");
  });

  it("prints nothing for a value that is not a number", () => {
    expect(groupDigits(Number.NaN)).toBe("");
  });
});
