import { dateToTransferTime, PAYMENT_MESSAGES } from "@/lib/contract/payment";
import { api, call, devAccount, sessionToken, type DevAccount } from "./support/client";

interface Owner {
  account: DevAccount;
  token: string;
}

async function owner(credit = 0): Promise<Owner> {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

const creditOf = async (o: Owner) => (await api("payment/credit/mine", { token: o.token })).body.data.credit as number;

let destinations: { card: { number: string }; account: { number: string; sheba: string } };
beforeAll(async () => {
  const o = await owner();
  const answer = await api("payment/offline/destinations", { token: o.token });
  expect(answer.status).toBe(200);
  destinations = answer.body.data;
});

let slip = 100_000 + Math.floor(Math.random() * 800_000);
const nextSlip = () => String(++slip);
const anHourAgo = () => dateToTransferTime(new Date(Date.now() - 3600_000));

const cardToCard = (o: Owner, fields: Record<string, unknown> = {}) =>
  api("payment/offline/card-to-card-create", {
    token: o.token,
    body: {
      amount: 5_000_000,
      source_card: "6037 9911 1111 1112",
      target: destinations.card.number,
      reference_code: nextSlip(),
      submitted_at: anHourAgo(),
      ...fields,
    },
  });

const bankTransfer = (o: Owner, fields: Record<string, unknown> = {}) =>
  api("payment/offline/bank-pay-create", {
    token: o.token,
    body: {
      amount: 8_000_000,
      source_sheba: "IR43 0120 0000 0000 0000 0000 01",
      target: destinations.account.sheba,
      reference_code: nextSlip(),
      submitted_at: anHourAgo(),
      ...fields,
    },
  });

const review = (payment_id: number, decision: "approve" | "reject", reason?: string) =>
  call("/__dev/payments/review", { body: { payment_id, decision, ...(reason ? { reason } : {}) } });

async function storedPayments(o: Owner) {
  return (await call(`/__dev/payments?username=${o.account.username}`)).body.data as {
    id: number;
    state: string;
    ledger: { amount: string; bucket: string; state: string; method: string }[];
  }[];
}

describe("card to card", () => {
  it("waits for review, then credits 90% of the amount once approved", async () => {
    const o = await owner(1_000);
    const created = await cardToCard(o);
    expect(created.status).toBe(200);
    const payment = created.body.data;
    expect(payment).toMatchObject({
      method: "card_to_card",
      state: "pending",
      amount: 5_000_000,
      tax: 0,
      credit_amount: 4_500_000,
      source: "6037991111111112",
      target: destinations.card.number,
    });
    const pending = (await api("payment/offline/pending", { token: o.token })).body.data;
    expect(pending.map((p: { id: number }) => p.id)).toEqual([payment.id]);
    expect(await creditOf(o)).toBe(1_000);

    const approved = await review(payment.id, "approve");
    expect(approved.status).toBe(200);
    expect(approved.body.data.state).toBe("success");
    expect(await creditOf(o)).toBe(4_501_000);
    expect((await api("payment/offline/pending", { token: o.token })).body.data).toEqual([]);
    expect((await api(`payment/${payment.id}`, { token: o.token })).body.data.state).toBe("success");
    const invoice = (await api(`payment/${payment.id}/invoice`, { token: o.token })).body.data;
    expect(invoice).toMatchObject({ method: "card_to_card", amount: 5_000_000, tax: 0, total: 5_000_000 });

    // Reviewed already: a second decision changes nothing.
    expect((await review(payment.id, "reject", "دیرهنگام")).status).toBe(409);
    expect(await creditOf(o)).toBe(4_501_000);
  });

  it("credits once when the same approval arrives several times at once", async () => {
    const o = await owner();
    const { id } = (await cardToCard(o, { amount: 2_000_000 })).body.data;
    const answers = await Promise.all(Array.from({ length: 5 }, () => review(id, "approve")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await creditOf(o)).toBe(1_800_000);
    const [stored] = await storedPayments(o);
    expect(stored!.ledger).toEqual([expect.objectContaining({ amount: "1800000.0000", state: "success" })]);
  });

  it("refuses a wrong card checksum, another destination, a future time and a used slip, storing nothing", async () => {
    const o = await owner();
    const slipUsed = nextSlip();
    expect((await cardToCard(o, { reference_code: slipUsed })).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ source_card: "6037991111111113" }, "source_card", PAYMENT_MESSAGES.wrongCard],
      [{ target: "6219861111111117" }, "target", PAYMENT_MESSAGES.targetUnknown],
      [
        { submitted_at: dateToTransferTime(new Date(Date.now() + 3 * 3600_000)) },
        "submitted_at",
        PAYMENT_MESSAGES.timeInFuture,
      ],
      [{ reference_code: slipUsed }, "reference_code", PAYMENT_MESSAGES.referenceUsed],
      [{ amount: 0 }, "amount", PAYMENT_MESSAGES.amountInvalid],
      [{ amount: 1.5 }, "amount", PAYMENT_MESSAGES.amountInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await cardToCard(o, fields);
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors[field]).toEqual([message]);
    }
    expect(await storedPayments(o)).toHaveLength(1);
  });

  it("refuses a body that is not JSON with an envelope and stores nothing", async () => {
    const o = await owner();
    const answer = await api("payment/offline/card-to-card-create", { token: o.token, rawBody: "{not json" });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.status).toBe(false);
    expect(await storedPayments(o)).toHaveLength(0);
  });
});

describe("bank transfer", () => {
  it("credits the whole amount when approved, and nothing when rejected, with its reason", async () => {
    const o = await owner();
    const approved = (await bankTransfer(o)).body.data;
    expect(approved).toMatchObject({
      method: "bank_transfer",
      state: "pending",
      credit_amount: 8_000_000,
      source: "IR430120000000000000000001",
    });
    const rejected = (await bankTransfer(o, { amount: 3_000_000, target: destinations.account.number })).body.data;
    expect(rejected.target).toBe(destinations.account.sheba);

    const pending = (await api("payment/offline/pending", { token: o.token })).body.data;
    expect(pending.map((p: { id: number }) => p.id)).toEqual([rejected.id, approved.id]);

    expect((await review(rejected.id, "reject")).status).toBe(422);
    const refused = await review(rejected.id, "reject", "مبلغی با این شماره پیگیری به حساب نرسیده است");
    expect(refused.status).toBe(200);
    expect((await review(approved.id, "approve")).status).toBe(200);

    expect(await creditOf(o)).toBe(8_000_000);
    const payment = (await api(`payment/${rejected.id}`, { token: o.token })).body.data;
    expect(payment).toMatchObject({
      state: "failed",
      reject_reason: "مبلغی با این شماره پیگیری به حساب نرسیده است",
    });
    expect((await api(`payment/${rejected.id}/invoice`, { token: o.token })).status).toBe(404);
    const stored = await storedPayments(o);
    expect(stored.find((p) => p.id === rejected.id)!.ledger).toEqual([
      expect.objectContaining({ bucket: "credit", state: "failed", method: "bank_transfer" }),
    ]);
  });

  it("refuses a wrong Sheba and a wrong destination with the contract's messages", async () => {
    const o = await owner();
    const wrongSheba = await bankTransfer(o, { source_sheba: "IR440120000000000000000001" });
    expect(wrongSheba.status).toBe(422);
    expect(wrongSheba.body.meta.errors.source_sheba).toEqual([PAYMENT_MESSAGES.wrongAccount]);
    const wrongTarget = await bankTransfer(o, { target: "IR430120000000000000000001" });
    expect(wrongTarget.status).toBe(422);
    expect(wrongTarget.body.meta.errors.target).toEqual([PAYMENT_MESSAGES.targetUnknown]);
    expect(await storedPayments(o)).toHaveLength(0);
  });

  it("reviews only offline payments, and another account's transfer is not found", async () => {
    const o = await owner();
    const other = await owner();
    const { id } = (await bankTransfer(other)).body.data;
    expect((await api(`payment/${id}`, { token: o.token })).status).toBe(404);
    expect((await api("payment/offline/pending", { token: o.token })).body.data).toEqual([]);

    const query = new URLSearchParams({ amount: "1000000", callbackUrl: "https://panel.example/back" });
    const online = (await api(`payment/generate-url?${query}`, { token: o.token })).body.data;
    expect((await review(online.payment_id, "approve")).status).toBe(409);
    expect((await review(2_000_000_000, "approve")).status).toBe(404);
    expect(await creditOf(o)).toBe(0);
  });
});
