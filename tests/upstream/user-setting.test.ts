import { dateToTransferTime } from "@/lib/contract/payment";
import { DEFAULT_PANEL_PREFERENCES } from "@/lib/contract/panel-preferences";
import { DEFAULT_NOTIFICATION_CHANNELS } from "@/lib/contract/user-setting";
import { api, call, devAccount, outboxOf, sessionToken, type DevAccount } from "./support/client";

interface Owner {
  account: DevAccount;
  token: string;
}

async function owner(): Promise<Owner> {
  const account = await devAccount();
  return { account, token: await sessionToken(account) };
}

const setting = async (o: Owner) => (await api("user/setting", { token: o.token })).body.data;
const save = (o: Owner, body: unknown) => api("user/setting", { token: o.token, body });

describe("the notification settings", () => {
  it("start at the defaults: low balance by SMS, payment reviews in the panel, ticket answers by SMS", async () => {
    const o = await owner();
    expect(await setting(o)).toEqual({
      low_credit_threshold: null,
      notifications: DEFAULT_NOTIFICATION_CHANNELS,
      preferences: DEFAULT_PANEL_PREFERENCES,
    });
  });

  it("save one channel at a time and leave the threshold and the other channels as they were", async () => {
    const o = await owner();
    expect((await save(o, { low_credit_threshold: 700_000 })).status).toBe(200);
    const saved = await save(o, { notifications: { payment_reviewed: "sms" } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      low_credit_threshold: 700_000,
      notifications: { low_credit: "sms", payment_reviewed: "sms", ticket_answered: "sms", export_ready: "panel" },
      preferences: DEFAULT_PANEL_PREFERENCES,
    });
    await save(o, { notifications: { low_credit: "panel", ticket_answered: "panel" } });
    expect(await setting(o)).toEqual({
      low_credit_threshold: 700_000,
      notifications: { low_credit: "panel", payment_reviewed: "sms", ticket_answered: "panel", export_ready: "panel" },
      preferences: DEFAULT_PANEL_PREFERENCES,
    });
  });

  it("refuses a channel that does not exist, and a body that saves nothing, changing nothing", async () => {
    const o = await owner();
    const unknownChannel = await save(o, { notifications: { low_credit: "email" } });
    expect(unknownChannel.status).toBe(422);
    expect(unknownChannel.body.meta.errors["notifications.low_credit"]).toEqual(["روش اعلان را انتخاب کنید"]);
    expect((await save(o, {})).status).toBe(422);
    expect((await save(o, { notifications: "sms" })).status).toBe(422);
    expect((await api("user/setting", { token: o.token, rawBody: "{not json" })).status).toBe(422);
    expect(await setting(o)).toEqual({
      low_credit_threshold: null,
      notifications: DEFAULT_NOTIFICATION_CHANNELS,
      preferences: DEFAULT_PANEL_PREFERENCES,
    });
  });

  it("are each account's own", async () => {
    const a = await owner();
    const b = await owner();
    await save(a, { notifications: { ticket_answered: "panel" } });
    expect((await setting(b)).notifications).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
    expect((await api("user/setting", { body: { notifications: { low_credit: "panel" } } })).status).toBe(401);
  });
});

describe("a reviewed card-to-card payment", () => {
  let card: string;
  beforeAll(async () => {
    const o = await owner();
    card = (await api("payment/offline/destinations", { token: o.token })).body.data.card.number;
  });

  let slip = 300_000 + Math.floor(Math.random() * 600_000);
  const cardToCard = async (o: Owner) => {
    const answer = await api("payment/offline/card-to-card-create", {
      token: o.token,
      body: {
        amount: 5_000_000,
        source_card: "6037 9911 1111 1112",
        target: card,
        reference_code: String(++slip),
        submitted_at: dateToTransferTime(new Date(Date.now() - 3600_000)),
      },
    });
    expect(answer.status).toBe(200);
    return answer.body.data.id as number;
  };

  it("is told by SMS only when the owner asked for it", async () => {
    const quiet = await owner();
    await call("/__dev/payments/review", { body: { payment_id: await cardToCard(quiet), decision: "approve" } });
    expect(await outboxOf(quiet.account.mobile)).toHaveLength(0);

    const told = await owner();
    await save(told, { notifications: { payment_reviewed: "sms" } });
    const approved = await cardToCard(told);
    await call("/__dev/payments/review", { body: { payment_id: approved, decision: "approve" } });
    const rejected = await cardToCard(told);
    await call("/__dev/payments/review", {
      body: { payment_id: rejected, decision: "reject", reason: "شمارهٔ پیگیری با واریز نمی‌خواند" },
    });
    const [last, first] = await outboxOf(told.account.mobile);
    expect(first!.message).toContain(`شمارهٔ ${approved}`);
    expect(first!.message).toContain("تأیید شد");
    expect(last!.message).toContain(`شمارهٔ ${rejected}`);
    expect(last!.message).toContain("شمارهٔ پیگیری با واریز نمی‌خواند");
  });
});
