/** @jest-environment node */
import { formatExactRial } from "@/lib/format/money";
import { quoteSend } from "@/lib/send/quote";

describe("quoteSend", () => {
  it("prices 2 parts to 3 MCI and 2 Irancell numbers at 1330 and 1463 rials a part", () => {
    const quote = quoteSend(
      { mci_price: 2660, other_price: 2926, parts: 2 },
      { mci: 3, irancell: 2, rightel: 0, other: 0 },
    );
    expect(quote.parts).toBe(2);
    expect(quote.rows).toEqual([
      { operator: "mci", recipients: 3, perRecipient: 2660, amount: 7980 },
      { operator: "irancell", recipients: 2, perRecipient: 2926, amount: 5852 },
      { operator: "rightel", recipients: 0, perRecipient: 2926, amount: 0 },
      { operator: "other", recipients: 0, perRecipient: 2926, amount: 0 },
    ]);
    expect(quote.recipients).toBe(5);
    expect(quote.base).toBe(13_832);
    // 40 rials for each of the 5 recipients, whatever the number of parts.
    expect(quote.surcharge).toBe(200);
    // 5 percent of the base, shown for information and already inside the total.
    expect(quote.charity).toBe(691.6);
    expect(quote.tax).toBe(0);
    expect(quote.total).toBe(14_032);
  });

  it("keeps a half rial of a tariff exact, through the total", () => {
    // 3 parts at the English tariff: 3325 a part on MCI, 3657.5 on the others.
    const quote = quoteSend(
      { mci_price: 9975, other_price: 10_972.5, parts: 3 },
      { mci: 0, irancell: 0, rightel: 1, other: 0 },
    );
    expect(quote.rows.find((row) => row.operator === "rightel")).toEqual({
      operator: "rightel",
      recipients: 1,
      perRecipient: 10_972.5,
      amount: 10_972.5,
    });
    expect(quote.base).toBe(10_972.5);
    expect(quote.surcharge).toBe(40);
    // 548.625 to the nearest tenth of a rial.
    expect(quote.charity).toBe(548.6);
    expect(quote.total).toBe(11_012.5);
    expect(formatExactRial(quote.total)).toBe("۱۱٬۰۱۲٫۵ ریال");
  });

  it("counts a number on any operator but MCI at the others' price", () => {
    const quote = quoteSend(
      { mci_price: 1330, other_price: 1463, parts: 1 },
      { mci: 1, irancell: 1, rightel: 1, other: 1 },
    );
    expect(quote.rows.map((row) => row.amount)).toEqual([1330, 1463, 1463, 1463]);
    expect(quote.base).toBe(5719);
    expect(quote.total).toBe(5719 + 160);
  });

  it("prices no recipients at nothing", () => {
    const quote = quoteSend(
      { mci_price: 1330, other_price: 1463, parts: 1 },
      { mci: 0, irancell: 0, rightel: 0, other: 0 },
    );
    expect(quote.total).toBe(0);
    expect(quote.charity).toBe(0);
  });
});

describe("quoteSend with tariffs in tenths of a rial", () => {
  it.each([
    [3990.3, 3, "1330.1"],
    [13167.9, 9, "1463.1"],
    [10244.1, 7, "1463.4"],
  ])("reads %p for %p parts as %p a part", (perRecipient, parts, perPart) => {
    const breakdown = quoteSend(
      { mci_price: perRecipient, other_price: perRecipient, parts },
      { mci: 1, irancell: 0, rightel: 0, other: 0 },
    );
    expect(breakdown.rows[0]!.perRecipient).toBeCloseTo(Number(perPart) * parts, 5);
    expect(breakdown.total).toBeCloseTo(Number(perPart) * parts + 40, 5);
  });
});

describe("formatExactRial", () => {
  it("writes an amount that rounds to nothing without a minus sign", () => {
    expect(formatExactRial(-0.04)).toBe("۰ ریال");
  });

  it("groups whole rials in threes with Persian digits", () => {
    expect(formatExactRial(14_032)).toBe("۱۴٬۰۳۲ ریال");
    expect(formatExactRial(40)).toBe("۴۰ ریال");
    expect(formatExactRial(0)).toBe("۰ ریال");
    expect(formatExactRial(50_000_000)).toBe("۵۰٬۰۰۰٬۰۰۰ ریال");
  });

  it("keeps a tenth of a rial after the Persian decimal separator", () => {
    expect(formatExactRial(3657.5)).toBe("۳٬۶۵۷٫۵ ریال");
    expect(formatExactRial(691.6)).toBe("۶۹۱٫۶ ریال");
  });

  it("shows what floating point adds as the tenth it stands for", () => {
    expect(formatExactRial(0.1 + 0.2)).toBe("۰٫۳ ریال");
    expect(formatExactRial(20_000 - 14_032.1)).toBe("۵٬۹۶۷٫۹ ریال");
  });

  it("marks a negative amount with a minus sign before the digits", () => {
    expect(formatExactRial(-1463.3)).toBe("−۱٬۴۶۳٫۳ ریال");
    expect(formatExactRial(-4032)).toBe("−۴٬۰۳۲ ریال");
  });
});
