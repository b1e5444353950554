/** @jest-environment node */
import { groupPersonalTexts } from "@/lib/send/personal-price-groups";
import { quotePersonalised } from "@/lib/send/quote";
import { checkPersonalText } from "@/lib/sms/personal-texts";
import { priceSend } from "@/lib/sms/price";

// The nine digits after +989: 912… is MCI, 935… Irancell, 921… Rightel.
const MCI = 121_234_567;
const IRANCELL = 351_234_567;
const RIGHTEL = 211_234_567;

describe("checkPersonalText", () => {
  it("names the file row of a text that comes out empty", () => {
    expect(checkPersonalText("  \n", false, 7)).toEqual({
      ok: false,
      message: "متن پیام برای ردیف ۷ فایل خالی می‌شود",
    });
  });

  it("refuses a text over 10 parts, counting the line's cancel suffix", () => {
    // 670 Persian characters are exactly 10 parts of 67; the suffix pushes them to 11.
    const text = "س".repeat(670);
    expect(checkPersonalText(text, false, 12)).toMatchObject({ ok: true, count: { parts: 10 } });
    expect(checkPersonalText(text, true, 12)).toEqual({
      ok: false,
      message: "متن پیام ردیف ۱۲ فایل بیش از ۱۰ بخش است؛ آن را کوتاه‌تر کنید",
    });
  });
});

describe("groupPersonalTexts", () => {
  it("groups recipients by the encoding and parts of their own text, per operator", async () => {
    const texts = ["hello", "سلام", "hello again", "a".repeat(161)];
    const grouped = await groupPersonalTexts({
      numbers: Uint32Array.from([MCI, IRANCELL, RIGHTEL, MCI + 1]),
      rows: Uint32Array.from([2, 3, 4, 5]),
      textOf: (i) => texts[i]!,
      cancelSuffix: false,
    });
    expect(grouped).toEqual({
      ok: true,
      groups: [
        { encoding: "GSM-7", parts: 1, recipients: { mci: 1, irancell: 0, rightel: 1, other: 0 } },
        { encoding: "UCS-2", parts: 1, recipients: { mci: 0, irancell: 1, rightel: 0, other: 0 } },
        { encoding: "GSM-7", parts: 2, recipients: { mci: 1, irancell: 0, rightel: 0, other: 0 } },
      ],
    });
  });

  it("stops at the first refused text with its file row, even after yielding to the page", async () => {
    const numbers = Uint32Array.from({ length: 30 }, (_, i) => MCI + i);
    const rows = Uint32Array.from({ length: 30 }, (_, i) => i + 2);
    const grouped = await groupPersonalTexts(
      { numbers, rows, textOf: (i) => (i === 25 ? "" : "hi"), cancelSuffix: false },
      10,
    );
    expect(grouped).toEqual({ ok: false, message: "متن پیام برای ردیف ۲۷ فایل خالی می‌شود" });
  });
});

describe("quotePersonalised", () => {
  const prices = {
    "GSM-7": { mci_price: 3325, other_price: 3657.5, parts: 1 },
    "UCS-2": { mci_price: 1330, other_price: 1463, parts: 1 },
  };

  it("prices each group at its language's tariff and adds them up as the upstream charges", () => {
    const groups = [
      { encoding: "UCS-2" as const, parts: 2, recipients: { mci: 2, irancell: 1, rightel: 0, other: 0 } },
      { encoding: "GSM-7" as const, parts: 1, recipients: { mci: 1, irancell: 0, rightel: 1, other: 0 } },
    ];
    const quote = quotePersonalised(prices, groups);
    const persian = priceSend({
      parts: 2,
      recipients: groups[0]!.recipients,
      tariff: { mci: "1330.0", other: "1463.0" },
    });
    const latin = priceSend({
      parts: 1,
      recipients: groups[1]!.recipients,
      tariff: { mci: "3325.0", other: "3657.5" },
    });
    // Persian: 2 × 2660 + 2926 + 3 × 40 = 8366; Latin: 3325 + 3657.5 + 2 × 40 = 7062.5.
    expect([persian.total, latin.total]).toEqual([8366, 7062.5]);
    expect(quote.total).toBe(15_428.5);
    expect(quote.surcharge).toBe(200);
    expect(quote.recipients).toBe(5);
    expect(quote.partsRange).toEqual({ min: 1, max: 2 });
    // MCI: two Persian messages of 2 parts (2660 each) and one Latin of 1 part (3325): 8645 in all, 2881.7 on average.
    expect(quote.rows[0]).toEqual({ operator: "mci", recipients: 3, amount: 8645, perRecipient: 2881.7 });
    // Each group's 5 percent rounded to the tenth as the upstream records it: 412.3 + 349.1, exactly.
    expect(quote.charity).toBe(761.4);
  });

  it("matches the single-text price when every recipient has the same parts", () => {
    const quote = quotePersonalised(prices, [
      { encoding: "UCS-2", parts: 3, recipients: { mci: 10, irancell: 5, rightel: 0, other: 1 } },
    ]);
    const single = priceSend({
      parts: 3,
      recipients: { mci: 10, irancell: 5, rightel: 0, other: 1 },
      tariff: { mci: "1330.0", other: "1463.0" },
    });
    expect(quote.total).toBe(single.total);
    expect(quote.rows.map((row) => row.perRecipient)).toEqual([3990, 4389, 0, 4389]);
    expect(quote.partsRange).toEqual({ min: 3, max: 3 });
  });
});
