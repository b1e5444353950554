/** @jest-environment node */
import { priceSend, recipientCostTenths, tenthsToDecimal, toTenths } from "@/lib/sms/price";

const PERSIAN = { mci: "1330.0", other: "1463.0" };
const ENGLISH = { mci: "3325.0", other: "3657.5" };

describe("priceSend", () => {
  it("prices each operator's recipients, adds 40 rials per recipient and shows 5% charity inside the total", () => {
    const price = priceSend({ parts: 2, recipients: { mci: 3, irancell: 2, rightel: 1, other: 0 }, tariff: PERSIAN });
    expect(price.rows).toEqual([
      { operator: "mci", recipients: 3, perRecipient: 2660, amount: 7980 },
      { operator: "irancell", recipients: 2, perRecipient: 2926, amount: 5852 },
      { operator: "rightel", recipients: 1, perRecipient: 2926, amount: 2926 },
      { operator: "other", recipients: 0, perRecipient: 2926, amount: 0 },
    ]);
    // 7980 + 5852 + 2926 = 16758; 6 recipients × 40 = 240; 5% of 16758 = 837.9
    expect(price).toMatchObject({
      parts: 2,
      recipients: 6,
      base: 16758,
      surcharge: 240,
      charity: 837.9,
      tax: 0,
      total: 16998,
    });
  });

  it("keeps half rials of the English tariff exact and rounds the charity share to a tenth of a rial", () => {
    const price = priceSend({ parts: 1, recipients: { mci: 1, irancell: 1, rightel: 0, other: 0 }, tariff: ENGLISH });
    // 3325 + 3657.5 = 6982.5; + 80 = 7062.5; 5% of 6982.5 = 349.125 → 349.1
    expect(price).toMatchObject({ base: 6982.5, surcharge: 80, charity: 349.1, total: 7062.5 });
  });

  it("rounds a charity share of exactly half a tenth up", () => {
    // base 1 rial: 5% = 0.05 rial, half of a tenth → 0.1
    expect(
      priceSend({
        parts: 1,
        recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 },
        tariff: { mci: "1", other: "1" },
      }).charity,
    ).toBe(0.1);
  });

  it("computes in tenths, so 3 parts of 0.1 rial cost 0.3 and not 0.30000000000000004", () => {
    const price = priceSend({
      parts: 3,
      recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 },
      tariff: { mci: "0.1", other: "0.1" },
    });
    expect(price.rows[0]!.perRecipient).toBe(0.3);
    expect(price.total).toBe(40.3);
  });

  it("prices a million recipients of ten parts exactly", () => {
    const price = priceSend({
      parts: 10,
      recipients: { mci: 0, irancell: 1_000_000, rightel: 0, other: 0 },
      tariff: PERSIAN,
    });
    expect(price).toMatchObject({
      base: 14_630_000_000,
      surcharge: 40_000_000,
      charity: 731_500_000,
      total: 14_670_000_000,
    });
  });

  it("costs nothing without recipients", () => {
    expect(
      priceSend({ parts: 1, recipients: { mci: 0, irancell: 0, rightel: 0, other: 0 }, tariff: PERSIAN }),
    ).toMatchObject({
      recipients: 0,
      base: 0,
      surcharge: 0,
      charity: 0,
      total: 0,
    });
  });

  it("takes tariffs as the database writes them and refuses what is finer than a tenth of a rial", () => {
    expect(
      priceSend({
        parts: 1,
        recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 },
        tariff: { mci: "1330.0000", other: "1463.0000" },
      }).total,
    ).toBe(1370);
    expect(() =>
      priceSend({
        parts: 1,
        recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 },
        tariff: { mci: "1330.05", other: "1463" },
      }),
    ).toThrow(RangeError);
    expect(() =>
      priceSend({
        parts: 1,
        recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 },
        tariff: { mci: "abc", other: "1463" },
      }),
    ).toThrow(RangeError);
  });

  it("refuses counts that are not whole numbers", () => {
    expect(() =>
      priceSend({ parts: 1.5, recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 }, tariff: PERSIAN }),
    ).toThrow(RangeError);
    expect(() =>
      priceSend({ parts: 1, recipients: { mci: -1, irancell: 0, rightel: 0, other: 0 }, tariff: PERSIAN }),
    ).toThrow(RangeError);
  });
});

describe("tenths of a rial", () => {
  it("reads and writes decimal amounts", () => {
    expect(toTenths("1463.0")).toBe(14630);
    expect(toTenths("3657.50")).toBe(36575);
    expect(toTenths(40)).toBe(400);
    expect(toTenths("-12.3")).toBe(-123);
    expect(tenthsToDecimal(-14633)).toBe("-1463.3");
    expect(tenthsToDecimal(400)).toBe("40.0");
    expect(tenthsToDecimal(7)).toBe("0.7");
  });

  it("prices one recipient with the surcharge, as a refund gives it back", () => {
    expect(recipientCostTenths(2, "1463.0")).toBe(29660);
  });
});
