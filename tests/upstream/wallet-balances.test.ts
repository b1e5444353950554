import { randomUUID } from "node:crypto";
import type { CallOptions } from "./support/client";
import { callOn, literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { mobiles, quickSend } from "./support/sending";
import { ownUpstreamBankSize } from "./support/start-upstream";

/**
 * The balances kept per owner (owner_balances, by triggers on ledger_entries) against the ledger
 * they follow: after deposits, debits, sends, a refund, gift lots spent and expired, a payment
 * settling or failing, a plan bought and rows removed, each owner's kept credit and gift equal the
 * sums of their settled ledger rows; and debits checked against the kept credit still let only as
 * much through as there is.
 */
let upstream: DatabaseUpstream;

interface Owner {
  userId: number;
  username: string;
  token: string;
}

const on = (path: string, options?: CallOptions) => callOn(upstream, path, options);

async function owner(credit: number, plan: "full" | "none" = "full"): Promise<Owner> {
  const account = await on("/__dev/accounts", { body: { credit, plan } });
  const { username, password, user_id: userId } = account.body.data;
  const login = await on("/v1/api/acl/auth/login", { body: { username, password } });
  if (login.body?.data?.method !== "login") throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { userId, username, token: login.body.data.token };
}

const move = (who: Owner, amount: number) => on("/__dev/credit", { body: { username: who.username, amount } });
const send = (who: Owner, count = 1) =>
  on("/v1/api/send", { token: who.token, body: quickSend(mobiles(count), "سلام، این یک پیام آزمایشی است") });

async function plant(who: Owner, values: string): Promise<number> {
  const [row] = await upstream.query<{ id: number }>(
    `insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, expires_at)
     values (${literal(who.userId)}, ${values}) returning id`,
  );
  return row!.id;
}

/**
 * Owners whose kept balance differs from the sum of their ledger, in either bucket (none, always),
 * as the upstream's consistency check names them.
 */
async function drifted(): Promise<Record<string, unknown>[]> {
  const answer = await on("/__dev/consistency");
  expect(answer.status).toBe(200);
  const findings = answer.body.data.findings as { rule: string; examples: Record<string, unknown>[] }[];
  return findings.filter((finding) => finding.rule.startsWith("an owner's kept balances")).flatMap((f) => f.examples);
}

async function kept(who: Owner) {
  const [row] = await upstream.query<{ credit: string; gift: string }>(
    `select credit::float8::text as credit, gift::float8::text as gift from owner_balances where user_id = ${literal(who.userId)}`,
  );
  return { credit: Number(row!.credit), gift: Number(row!.gift) };
}

beforeAll(async () => {
  upstream = await startDatabaseUpstream({ TEST_SENDING: "1", BANK_SIZE: ownUpstreamBankSize() });
}, 120_000);

afterAll(async () => {
  await upstream?.stop();
});

describe("kept balances", () => {
  it("equal the ledger's sums per bucket after every kind of movement", async () => {
    const who = await owner(100_000);
    const other = await owner(50_000, "none");
    expect(await kept(who)).toEqual({ credit: 100_000, gift: 0 });

    // Deposits and debits, and a debit the credit does not cover (refused, nothing written).
    expect((await move(who, 5000)).status).toBe(200);
    expect((await move(who, -3000)).status).toBe(200);
    expect((await move(who, -1_000_000)).status).toBe(422);

    // Gift lots: one spent by a send, one expired (written off by the next send), then sends of paid credit.
    await plant(who, `1000, 'deposit', 'اعتبار هدیه', 'gift', 'success', 'gift_package', now() + interval '7 days'`);
    const expired = await plant(
      who,
      `2000, 'deposit', 'اعتبار هدیه', 'gift', 'success', 'gift_package', now() - interval '1 minute'`,
    );
    expect((await send(who)).status).toBe(200);
    expect((await send(who, 3)).status).toBe(200);
    expect((await kept(who)).gift).toBe(0);
    const [lot] = await upstream.query<{ used: string }>(
      `select gift_used::float8::text as used from ledger_entries where id = ${expired}`,
    );
    expect(Number(lot!.used)).toBe(2000);

    // A refund, and a payment's row settling, another failing, and tax (nobody's credit).
    await plant(who, `700, 'deposit', 'بازگشت هزینه', 'credit', 'success', 'refund', null`);
    const settles = await plant(who, `20000, 'deposit', 'پرداخت', 'credit', 'pending', 'online', null`);
    const fails = await plant(who, `30000, 'deposit', 'پرداخت', 'credit', 'pending', 'online', null`);
    await plant(who, `2000, 'deposit', 'مالیات', 'tax', 'success', 'online', null`);
    await upstream.query(`update ledger_entries set state = 'success' where id = ${settles}`);
    await upstream.query(`update ledger_entries set state = 'failed' where id = ${fails}`);
    expect(await drifted()).toEqual([]);

    // A plan bought from the wallet.
    const plans = (await on("/v1/api/acl/package/general_list")).body.data as {
      acl_role_id: number;
      acl_role_name: string;
    }[];
    const pro = plans.find((p) => p.acl_role_name === "پنل حرفه‌ای")!;
    expect((await move(other, 30_000_000)).status).toBe(200);
    const bought = await on("/v1/api/acl/package/buy", {
      token: other.token,
      body: { acl_role_id: pro.acl_role_id, idempotency_key: randomUUID() },
    });
    expect(bought.status).toBe(200);

    // Rows removed, and a row moved between buckets.
    await upstream.query(`delete from ledger_entries where id = ${settles}`);
    await upstream.query(`update ledger_entries set bucket = 'gift' where id = ${fails}`);
    await upstream.query(`update ledger_entries set state = 'success' where id = ${fails}`);
    expect(await drifted()).toEqual([]);
    const [sums] = await upstream.query<{ credit: string; gift: string }>(
      `select (sum(amount) filter (where bucket = 'credit' and state = 'success'))::float8::text as credit,
              (sum(amount) filter (where bucket = 'gift' and state = 'success'))::float8::text as gift
       from ledger_entries where user_id = ${literal(who.userId)}`,
    );
    expect(await kept(who)).toEqual({ credit: Number(sums!.credit), gift: Number(sums!.gift) });
    expect((await on("/v1/api/payment/credit/mine", { token: who.token })).body.data).toMatchObject({
      credit: Math.floor(Number(sums!.credit)),
      gift: Number(sums!.gift),
    });
  });

  it("let exactly one of two concurrent debits through when together they exceed the credit", async () => {
    for (let round = 0; round < 3; round++) {
      const who = await owner(100_000);
      const answers = await Promise.all([move(who, -60_000), move(who, -60_000)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(await kept(who)).toEqual({ credit: 40_000, gift: 0 });
    }
    expect(await drifted()).toEqual([]);
  });
});
