import type { CallOptions } from "./support/client";
import { callOn, literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { mobiles, quickSend } from "./support/sending";
import { ownUpstreamBankSize } from "./support/start-upstream";
import { untilHolds } from "./support/until";

/**
 * The wallet's ledger with gift credit and the low-balance alert, on an upstream of this file's own
 * that sends (its database read and planted with SQL). One MCI recipient of a Persian text on the
 * shared line costs 1,370 rials.
 */
const COST = 1370;

let upstream: DatabaseUpstream;

interface Owner {
  userId: number;
  mobile: string;
  token: string;
}

const on = (path: string, options?: CallOptions) => callOn(upstream, path, options);

async function owner(credit: number): Promise<Owner> {
  const account = await on("/__dev/accounts", { body: { credit } });
  const { username, password, user_id: userId, mobile } = account.body.data;
  const login = await on("/v1/api/acl/auth/login", { body: { username, password } });
  if (login.body?.data?.method !== "login") throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { userId, mobile, token: login.body.data.token };
}

const send = (who: Owner, text = "سلام، این یک پیام آزمایشی است") =>
  on("/v1/api/send", { token: who.token, body: quickSend(mobiles(1).slice(0, 1), text) });

const creditMine = async (who: Owner) => (await on("/v1/api/payment/credit/mine", { token: who.token })).body.data;

/** A gift deposit (a lot) of `amount` expiring `seconds` from now, as a gift package's payment writes it. */
async function plantGift(who: Owner, amount: number, seconds: number): Promise<number> {
  const [row] = await upstream.query<{ id: number }>(
    `insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, expires_at)
     values (${literal(who.userId)}, ${amount}, 'deposit', 'اعتبار هدیه', 'gift', 'success', 'gift_package',
       now() + make_interval(secs => ${seconds}))
     returning id`,
  );
  return row!.id;
}

async function rowsOf(who: Owner) {
  return upstream.query<{ amount: string; bucket: string; method: string; send_id: number | null }>(
    `select amount::float8::text as amount, bucket, method, send_id from ledger_entries
     where user_id = ${literal(who.userId)} order by id`,
  );
}

async function balances(who: Owner) {
  const [row] = await upstream.query<{ credit: string; gift: string; held: string }>(
    `select
       (select coalesce(sum(amount), 0)::float8::text from ledger_entries where user_id = ${literal(who.userId)} and bucket = 'credit' and state = 'success') as credit,
       (select coalesce(sum(amount), 0)::float8::text from ledger_entries where user_id = ${literal(who.userId)} and bucket = 'gift' and state = 'success') as gift,
       (select coalesce(sum(amount - gift_used), 0)::float8::text from ledger_entries where user_id = ${literal(who.userId)} and bucket = 'gift' and amount > 0) as held`,
  );
  return { credit: Number(row!.credit), gift: Number(row!.gift), held: Number(row!.held) };
}

const outbox = async (mobile: string) =>
  (await on(`/__dev/outbox?to=${encodeURIComponent(mobile)}`)).body.data as { message: string }[];

beforeAll(async () => {
  upstream = await startDatabaseUpstream({ TEST_SENDING: "1", BANK_SIZE: ownUpstreamBankSize() });
}, 120_000);

afterAll(async () => {
  await upstream?.stop();
});

describe("gift credit", () => {
  it("is spent before paid credit, earliest-expiring lot first; refunds and the rest are paid credit", async () => {
    const who = await owner(10_000);
    const late = await plantGift(who, 2000, 30 * 86_400);
    const early = await plantGift(who, 1000, 7 * 86_400);

    const before = await creditMine(who);
    expect(before).toMatchObject({ credit: 10_000, gift: 3000 });
    expect(before.gift_expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // 1,370 from gift: the 7-day lot is used up, 370 comes from the 30-day lot.
    expect((await send(who)).status).toBe(200);
    const lots = await upstream.query<{ id: number; gift_used: string }>(
      `select id, gift_used::float8::text as gift_used from ledger_entries where id in (${early}, ${late}) order by id`,
    );
    expect(lots.map((l) => [l.id, Number(l.gift_used)])).toEqual([
      [late, 370],
      [early, 1000],
    ]);
    expect(await balances(who)).toEqual({ credit: 10_000, gift: 1630, held: 1630 });

    // 1,630 of gift left: the next send takes it all; then one more takes only paid credit.
    expect((await send(who)).status).toBe(200);
    expect(await balances(who)).toEqual({ credit: 10_000, gift: 260, held: 260 });
    expect((await send(who)).status).toBe(200);
    expect(await balances(who)).toEqual({ credit: 8_890, gift: 0, held: 0 });

    const sends = (await rowsOf(who)).filter((r) => r.method === "send");
    expect(sends.map((r) => [r.bucket, Number(r.amount)])).toEqual([
      ["gift", -1370],
      ["gift", -1370],
      ["gift", -260],
      ["credit", -1110],
    ]);
    expect(sends.every((r) => r.send_id !== null)).toBe(true);
    expect(await creditMine(who)).toMatchObject({ credit: 8_890, gift: 0, gift_expires_at: null });
  });

  it("accepts a send that gift and credit cover together, and refuses one they do not", async () => {
    const who = await owner(1000);
    await plantGift(who, 400, 86_400);
    expect((await send(who)).status).toBe(200);
    expect(await balances(who)).toEqual({ credit: 30, gift: 0, held: 0 });
    expect((await send(who)).status).toBe(422);
    expect(await balances(who)).toEqual({ credit: 30, gift: 0, held: 0 });
  });

  it("an expired lot is spent no more: what it held is written off once, and the send pays from credit", async () => {
    const who = await owner(5000);
    const expired = await plantGift(who, 800, -60);
    await plantGift(who, 500, 86_400);
    expect((await send(who)).status).toBe(200);
    const rows = await rowsOf(who);
    const expiries = rows.filter((r) => r.method === "expiry");
    expect(expiries.map((r) => [r.bucket, Number(r.amount)])).toEqual([["gift", -800]]);
    // 500 from the live lot, 870 from credit.
    expect(await balances(who)).toEqual({ credit: 4130, gift: 0, held: 0 });
    // A second send finds nothing more to write off.
    expect((await send(who)).status).toBe(200);
    expect((await rowsOf(who)).filter((r) => r.method === "expiry")).toHaveLength(1);
    const [lot] = await upstream.query<{ gift_used: string }>(
      `select gift_used::float8::text as gift_used from ledger_entries where id = ${expired}`,
    );
    expect(Number(lot!.gift_used)).toBe(800);
  });

  it("many concurrent sends against gift and credit: the balances equal the rows' sums and never go below zero", async () => {
    // 5 × 1,370 gift and 5 × 1,370 credit: exactly ten sends are paid for.
    const who = await owner(5 * COST);
    await plantGift(who, 3 * COST, 86_400);
    await plantGift(who, 2 * COST, 2 * 86_400);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(who, `پیام همزمان ${i + 1}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 422)).toBe(true);
    expect(await balances(who)).toEqual({ credit: 0, gift: 0, held: 0 });
    let credit = 0;
    let gift = 0;
    for (const row of await rowsOf(who)) {
      if (row.bucket === "credit") credit += Math.round(Number(row.amount) * 10);
      if (row.bucket === "gift") gift += Math.round(Number(row.amount) * 10);
      expect(credit).toBeGreaterThanOrEqual(0);
      expect(gift).toBeGreaterThanOrEqual(0);
    }
    const mine = await creditMine(who);
    expect(mine).toMatchObject({ credit: 0, gift: 0 });
  });
});

describe("the low-balance alert", () => {
  it("sends one SMS per crossing, and again after the credit rose back and fell below", async () => {
    const who = await owner(300_000 + COST);
    await upstream.query(`update users set low_credit_threshold = 300000 where id = ${literal(who.userId)}`);

    // 300,000 after the first send: at the threshold, not below; the second crosses.
    expect((await send(who)).status).toBe(200);
    expect(await outbox(who.mobile)).toHaveLength(0);
    expect((await send(who)).status).toBe(200);
    const first = await untilHolds(
      () => outbox(who.mobile),
      (rows) => rows.length > 0,
    );
    expect(first).toHaveLength(1);
    expect(first[0]!.message).toContain("۲۹۸٬۶۳۰");
    expect(first[0]!.message).toContain("۳۰۰٬۰۰۰");

    // Below already: no second SMS for this crossing.
    expect((await send(who)).status).toBe(200);
    expect(await outbox(who.mobile)).toHaveLength(1);

    // 297,260: a deposit takes it back above (302,260, written as the development route writes it);
    // 300,890 after the next send, and the one after crosses again (299,520).
    const [user] = await upstream.query<{ username: string }>(
      `select username from users where id = ${literal(who.userId)}`,
    );
    expect((await on("/__dev/credit", { body: { username: user!.username, amount: 5000 } })).status).toBe(200);
    expect((await send(who)).status).toBe(200);
    expect(await outbox(who.mobile)).toHaveLength(1);
    expect((await send(who)).status).toBe(200);
    const second = await untilHolds(
      () => outbox(who.mobile),
      (rows) => rows.length > 1,
    );
    expect(second).toHaveLength(2);
    expect(second[0]!.message).toContain("۲۹۹٬۵۲۰");
    const [flag] = await upstream.query<{ low_credit_alerted: boolean }>(
      `select low_credit_alerted from users where id = ${literal(who.userId)}`,
    );
    expect(flag!.low_credit_alerted).toBe(true);
  });

  it("stays silent without a threshold", async () => {
    const who = await owner(2 * COST);
    expect((await send(who)).status).toBe(200);
    expect((await send(who)).status).toBe(200);
    expect(await outbox(who.mobile)).toHaveLength(0);
  });

  it("sends no SMS when the owner keeps this notice in the panel, yet marks the crossing", async () => {
    const who = await owner(300_000 + COST);
    await upstream.query(`update users set low_credit_threshold = 300000 where id = ${literal(who.userId)}`);
    const saved = await on("/v1/api/user/setting", {
      token: who.token,
      body: { notifications: { low_credit: "panel" } },
    });
    expect(saved.body.data).toMatchObject({ low_credit_threshold: 300_000, notifications: { low_credit: "panel" } });

    expect((await send(who)).status).toBe(200);
    expect((await send(who)).status).toBe(200);
    await untilHolds(
      async () =>
        (
          await upstream.query<{ alerted: boolean }>(
            `select low_credit_alerted as alerted from users where id = ${literal(who.userId)}`,
          )
        )[0]!.alerted,
      (alerted) => alerted,
    );
    expect(await outbox(who.mobile)).toHaveLength(0);
  });
});
