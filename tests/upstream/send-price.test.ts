import { calculatePriceResponseSchema } from "@/lib/contract/send";
import { api, devAccount, sessionToken } from "./support/client";
import {
  AGREEMENT_LINE,
  mobiles,
  postSend,
  quickSend,
  SHARED_LINE,
  sendInfo,
  takeAgreementLine,
  tenths,
} from "./support/sending";

const price = (token: string, number: string, message: string) =>
  api("send/calculate-price", { token, body: { number, message } });

async function ownerWithAgreementLine() {
  const token = await sessionToken(await devAccount({ credit: 1_000_000 }));
  await takeAgreementLine(token);
  return token;
}

describe("send/calculate-price", () => {
  it("prices one recipient on MCI and on the others, all parts, in Edge's shape", async () => {
    const token = await ownerWithAgreementLine();
    const answer = await price(token, AGREEMENT_LINE, "تست");
    expect(answer.status).toBe(200);
    expect(calculatePriceResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual({ mci_price: 1330, other_price: 1463, parts: 1 });
  });

  it("counts the cancel suffix of a line that needs it: 70 Persian characters take two parts there, one elsewhere", async () => {
    const token = await ownerWithAgreementLine();
    const text = "س".repeat(70);
    expect((await price(token, AGREEMENT_LINE, text)).body.data).toEqual({
      mci_price: 1330,
      other_price: 1463,
      parts: 1,
    });
    expect((await price(token, SHARED_LINE, text)).body.data).toEqual({ mci_price: 2660, other_price: 2926, parts: 2 });
  });

  it("prices a Latin text at the English tariff, unless the Persian suffix makes it UCS-2", async () => {
    const token = await ownerWithAgreementLine();
    expect((await price(token, AGREEMENT_LINE, "Hello")).body.data).toEqual({
      mci_price: 3325,
      other_price: 3657.5,
      parts: 1,
    });
    expect((await price(token, SHARED_LINE, "Hello")).body.data).toEqual({
      mci_price: 1330,
      other_price: 1463,
      parts: 1,
    });
  });

  it("agrees with what a send is charged: each recipient's price and 40 rials", async () => {
    const token = await ownerWithAgreementLine();
    const text = "x".repeat(200);
    const quote = (await price(token, SHARED_LINE, text)).body.data;
    const recipients = mobiles(8); // two of each operator: 2 MCI, 6 others
    const [id] = (await postSend(token, quickSend(recipients, text))).body.data.message_outbox_ids;
    const send = await sendInfo(id);
    expect(send.parts).toBe(quote.parts);
    expect(tenths(send.cost_reserved)).toBe(tenths(2 * (quote.mci_price + 40) + 6 * (quote.other_price + 40)));
  });

  it("refuses a line the user may not send with, an empty text and a text too long with the suffix", async () => {
    const token = await sessionToken(await devAccount());
    const foreign = await price(token, AGREEMENT_LINE, "سلام");
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors).toEqual({ number: ["این خط ارسال‌کننده در حساب شما نیست"] });
    const empty = await price(token, SHARED_LINE, "");
    expect(empty.status).toBe(422);
    expect(empty.body.meta.errors.message).toEqual(["متن پیام را وارد کنید"]);
    expect((await price(token, SHARED_LINE, "س".repeat(670))).status).toBe(422);
  });

  it("needs a session", async () => {
    expect((await price("", SHARED_LINE, "سلام")).status).toBe(401);
  });
});
