import { isCardNumber, isSheba } from "@/lib/validation/bank-account";
import * as contract from "@/lib/contract/payment";
import { PAYMENT_MESSAGES, PAYMENT_METHOD_TITLES } from "@/lib/contract/payment";
import { userSettingResponseSchema } from "@/lib/contract/user-setting";
import { api, devAccount, sessionToken } from "./support/client";

let token: string;
beforeAll(async () => {
  token = await sessionToken(await devAccount());
});

describe("what the wallet screen reads", () => {
  it("lists the four payment methods in order, with their Persian titles", async () => {
    const answer = await api("user/setting/payment_method_list", { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { method: "online", title: PAYMENT_METHOD_TITLES.online },
      { method: "card_to_card", title: PAYMENT_METHOD_TITLES.card_to_card },
      { method: "bank_transfer", title: PAYMENT_METHOD_TITLES.bank_transfer },
      { method: "gift_package", title: PAYMENT_METHOD_TITLES.gift_package },
    ]);
  });

  it("names the finance contact and the destinations, whose card and Sheba are valid", async () => {
    const contact = (await api("user/setting/parent_account_contact", { token })).body.data;
    expect(contact).toMatchObject({ name: expect.any(String), mobile: expect.stringMatching(/^\+98\d{10}$/) });
    const { card, account } = (await api("payment/offline/destinations", { token })).body.data;
    expect(isCardNumber(card.number)).toBe(true);
    expect(isSheba(account.sheba)).toBe(true);
    expect(account.sheba.endsWith(account.number)).toBe(true);
    expect(card.owner).toBeTruthy();
    expect(account.bank).toBeTruthy();
  });

  it("lists the active gift packages in order and today's promotion", async () => {
    const packages = (await api("payment/charge-packages/dynamics", { token })).body.data;
    expect(packages).toHaveLength(3);
    const prices = packages.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of packages) expect(p.gift_days).toBeGreaterThan(0);
    const promotion = (await api("payment/promotion/today-charge", { token })).body.data;
    expect(promotion.gift_percent).toBeGreaterThan(0);
    expect(promotion.ends_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe("the low-balance alert", () => {
  it("starts off, keeps a threshold above 200,000 rials, and turns off with null", async () => {
    const own = await sessionToken(await devAccount());
    expect((await api("user/setting", { token: own })).body.data).toMatchObject({ low_credit_threshold: null });

    const saved = await api("user/setting", { token: own, body: { low_credit_threshold: "۵۰۰٬۰۰۰" } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ low_credit_threshold: 500_000 });
    expect((await api("user/setting", { token: own })).body.data).toMatchObject({ low_credit_threshold: 500_000 });

    for (const low of [200_000, 1_000]) {
      const refused = await api("user/setting", { token: own, body: { low_credit_threshold: low } });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors.low_credit_threshold).toEqual([PAYMENT_MESSAGES.lowCreditTooSmall]);
    }
    expect((await api("user/setting", { token: own })).body.data).toMatchObject({ low_credit_threshold: 500_000 });

    await api("user/setting", { token: own, body: { low_credit_threshold: null } });
    expect((await api("user/setting", { token: own })).body.data).toMatchObject({ low_credit_threshold: null });
  });

  it("is each account's own", async () => {
    const a = await sessionToken(await devAccount());
    const b = await sessionToken(await devAccount());
    await api("user/setting", { token: a, body: { low_credit_threshold: 900_000 } });
    expect((await api("user/setting", { token: b })).body.data).toMatchObject({ low_credit_threshold: null });
    expect((await api("user/setting")).status).toBe(401);
  });
});

describe("answers in the contract's shapes", () => {
  it("parses every wallet answer with its schema in lib/contract/payment.ts", async () => {
    const own = await sessionToken(await devAccount());
    const query = new URLSearchParams({ amount: "1200000", callbackUrl: "https://panel.example/back" });
    const generated = await api(`payment/generate-url?${query}`, { token: own });
    const { url, payment_id } = contract.generateUrlResponseSchema.parse(generated.body).data;
    await fetch(`${url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ pan: "6219861111111117", cvv2: "321", month: "12", year: "10", pin: "99999" }),
      redirect: "manual",
    });
    const checks: [string, { parse: (value: unknown) => unknown }][] = [
      [`payment/${payment_id}`, contract.paymentResponseSchema],
      [`payment/${payment_id}/invoice`, contract.invoiceResponseSchema],
      ["payment/offline/destinations", contract.destinationsResponseSchema],
      ["payment/offline/pending", contract.pendingPaymentsResponseSchema],
      ["payment/charge-packages/dynamics", contract.chargePackagesResponseSchema],
      ["payment/promotion/today-charge", contract.promotionResponseSchema],
      ["user/setting", userSettingResponseSchema],
      ["user/setting/payment_method_list", contract.paymentMethodListResponseSchema],
      ["user/setting/parent_account_contact", contract.parentContactResponseSchema],
    ];
    for (const [path, schema] of checks) {
      const answer = await api(path, { token: own });
      expect(answer.status).toBe(200);
      expect(() => schema.parse(answer.body)).not.toThrow();
    }
  });
});
