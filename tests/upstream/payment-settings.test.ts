import { isCardNumber, isSheba } from "@/lib/validation/bank-account";
import { PAYMENT_MESSAGES, PAYMENT_METHOD_TITLES } from "@/lib/contract/payment";
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
    expect((await api("user/setting", { token: own })).body.data).toEqual({ low_credit_threshold: null });

    const saved = await api("user/setting", { token: own, body: { low_credit_threshold: "۵۰۰٬۰۰۰" } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ low_credit_threshold: 500_000 });
    expect((await api("user/setting", { token: own })).body.data).toEqual({ low_credit_threshold: 500_000 });

    for (const low of [200_000, 1_000]) {
      const refused = await api("user/setting", { token: own, body: { low_credit_threshold: low } });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors.low_credit_threshold).toEqual([PAYMENT_MESSAGES.lowCreditTooSmall]);
    }
    expect((await api("user/setting", { token: own })).body.data).toEqual({ low_credit_threshold: 500_000 });

    await api("user/setting", { token: own, body: { low_credit_threshold: null } });
    expect((await api("user/setting", { token: own })).body.data).toEqual({ low_credit_threshold: null });
  });

  it("is each account's own", async () => {
    const a = await sessionToken(await devAccount());
    const b = await sessionToken(await devAccount());
    await api("user/setting", { token: a, body: { low_credit_threshold: 900_000 } });
    expect((await api("user/setting", { token: b })).body.data).toEqual({ low_credit_threshold: null });
    expect((await api("user/setting")).status).toBe(401);
  });
});
