import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { call, randomClientAddress } from "./support/client";
import { literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { csv, local } from "./support/file-sending";
import { patternSend, SYSTEMIC_VERIFY_CODE } from "./support/pattern-sends";
import { mobiles, SHARED_LINE } from "./support/sending";
import { ownUpstreamBankSize } from "./support/start-upstream";
import { untilHolds } from "./support/until";

/**
 * On an upstream of this file's own, whose database the tests read and plant rows in: one-time
 * codes never wait behind campaigns (pattern sends have a lane of their own in the runner and the
 * simulated operator), a full phonebook, and the money of pattern sends accepted in batches.
 */
let upstream: DatabaseUpstream;
let token: string;
let owner: { userId: number; username: string; mobile: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** Recipients of the big send: enough to keep the operator busy for seconds, few enough to accept quickly. */
const BULK = 40_000;
/** A code is delivered in about a second; this much leaves room for a machine under load. */
const CODE_DELIVERED_WITHIN_MS = 2500;

const post = async (path: string, body: unknown): Promise<{ status: number; body: Loose }> => {
  const response = await fetch(`${upstream.baseUrl}/v1/api/${path}`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", authorization: token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const recipientStatus = async (sendId: number) => {
  const [row] = await upstream.query<{ status: number | null }>(
    `select status from send_recipients where send_id = ${literal(sendId)} and position = 0`,
  );
  return row?.status ?? null;
};

const bulkState = async (sendId: number) => {
  const [row] = await upstream.query<{ state_id: number; handset: number; final: number; total: number }>(
    `select s.state_id, s.recipient_count as total,
       (select count(*)::int from send_recipients r where r.send_id = s.id and r.status = 2) as handset,
       (select count(*)::int from send_recipients r where r.send_id = s.id and r.status in (2, 3, 4)) as final
     from sends s where s.id = ${literal(sendId)}`,
  );
  return row!;
};

beforeAll(async () => {
  upstream = await startDatabaseUpstream({
    TEST_SENDING: "1",
    BANK_SIZE: ownUpstreamBankSize(),
  });
  const account = await call("/__dev/accounts", {
    base: upstream.baseUrl,
    devSecret: upstream.devSecret,
    body: { credit: 1_000_000_000 },
  });
  const { username, password, user_id: userId, mobile } = account.body.data;
  owner = { userId, username, mobile };
  const login = await call("/v1/api/acl/auth/login", {
    base: upstream.baseUrl,
    from: null,
    headers: { "x-panel-client-address": randomClientAddress(), "x-panel-forward-secret": upstream.forwardSecret },
    body: { username, password },
  });
  if (login.body?.data?.method !== "login") throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  token = login.body.data.token;
}, 120_000);

afterAll(async () => {
  await upstream?.stop();
});

describe("the pattern lane", () => {
  it("delivers a code to the handset in about a second while a big send is still being delivered", async () => {
    const form = new FormData();
    form.append("sending_type", "file");
    form.append("from_number", SHARED_LINE);
    form.append("message", "جشنوارهٔ پاییزه: ۲۰٪ تخفیف همهٔ کالاها");
    form.append("files[]", new Blob([csv([["mobile"], ...mobiles(BULK).map((n) => [local(n)])])]), "bulk.csv");
    const accepted = await fetch(`${upstream.baseUrl}/v1/api/send`, {
      method: "POST",
      headers: { accept: "application/json", authorization: token },
      body: form,
    });
    expect(accepted.status).toBe(200);
    const bulkId: number = (await accepted.json()).data.message_outbox_ids[0];
    // The operator is busy with it: some of its recipients have reached their handsets.
    await untilHolds(
      () => bulkState(bulkId),
      (bulk) => bulk.handset > 0,
      60_000,
      50,
    );

    const delays: number[] = [];
    for (const [i, number] of mobiles(3).entries()) {
      const answer = await post("send", patternSend(SYSTEMIC_VERIFY_CODE, number, { code: String(4100 + i) }));
      expect(answer.status).toBe(200);
      const answeredAt = performance.now();
      const codeId: number = answer.body.data.message_outbox_ids[0];
      await untilHolds(
        () => recipientStatus(codeId),
        (status) => status === DELIVERY_STATUSES.handset,
        10_000,
        20,
      );
      delays.push(performance.now() - answeredAt);
    }
    const bulk = await bulkState(bulkId);
    // Every code was delivered while the big send still had recipients on their way.
    expect(bulk.state_id).toBe(SEND_STATES.sending);
    expect(bulk.final).toBeLessThan(bulk.total);
    for (const delay of delays) expect(delay).toBeLessThan(CODE_DELIVERED_WITHIN_MS);

    // The big send stops here, so it does not keep a shared database busy.
    expect((await post("send/cancel", { message_outbox_id: bulkId })).status).toBe(200);
  }, 120_000);

  it("sends the code but adds no contact to a phonebook at its limit", async () => {
    const book = await post("phonebooks", { title: "دفترچهٔ پر", options: [] });
    expect(book.status).toBe(200);
    const phonebookId: number = book.body.data.id;
    await upstream.query(`update phonebooks set contact_count = 1000000 where id = ${literal(phonebookId)}`);
    const number = mobiles(1)[0]!;
    const answer = await post(
      "send",
      patternSend(SYSTEMIC_VERIFY_CODE, number, { code: "8080" }, { phonebook: { id: phonebookId, name: "جا نشد" } }),
    );
    expect(answer.status).toBe(200);
    const codeId: number = answer.body.data.message_outbox_ids[0];
    await untilHolds(
      () => recipientStatus(codeId),
      (status) => status === DELIVERY_STATUSES.handset,
      10_000,
      50,
    );
    const contacts = await upstream.query<{ n: number }>(
      `select count(*)::int as n from contacts where phonebook_id = ${literal(phonebookId)}`,
    );
    expect(contacts[0]!.n).toBe(0);
  });
});

describe("the money of pattern sends accepted together", () => {
  /** 1,330 rials a part for an MCI number on the shared line, and 40. */
  const CODE_COST = 1370;

  const ledger = () =>
    upstream.query<{ amount: string; bucket: string; method: string; send_id: number | null }>(
      `select amount::float8::text as amount, bucket, method, send_id from ledger_entries
       where user_id = ${literal(owner.userId)} order by id`,
    );

  it("spends gift before paid credit, one row per send naming it, and sends the low-balance alert once when the credit crosses it", async () => {
    const [credit] = await upstream.query<{ credit: string }>(
      `select sum(amount)::float8::text as credit from ledger_entries
       where user_id = ${literal(owner.userId)} and bucket = 'credit' and state = 'success'`,
    );
    // Gift for two codes and a half; an alert just under the paid credit, so the codes that spend it cross.
    await upstream.query(
      `insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, expires_at)
       values (${literal(owner.userId)}, ${CODE_COST * 2.5}, 'deposit', 'اعتبار هدیه', 'gift', 'success', 'gift_package', now() + interval '7 days')`,
    );
    await upstream.query(
      `update users set low_credit_threshold = ${Number(credit!.credit) - CODE_COST} where id = ${literal(owner.userId)}`,
    );

    const answers = await Promise.all(
      mobiles(20)
        .filter((_, i) => i % 4 === 0)
        .map((number, i) => post("send", patternSend(SYSTEMIC_VERIFY_CODE, number, { code: String(7000 + i) }))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const sendIds: number[] = answers.map((a) => a.body.data.message_outbox_ids[0]);
    const debits = (await ledger()).filter((row) => row.send_id !== null && sendIds.includes(Number(row.send_id)));
    expect(debits.every((row) => row.method === "send")).toBe(true);
    expect(debits.map((row) => [row.bucket, Number(row.amount)]).sort()).toEqual(
      [
        ["credit", -CODE_COST / 2],
        ["credit", -CODE_COST],
        ["credit", -CODE_COST],
        ["gift", -CODE_COST / 2],
        ["gift", -CODE_COST],
        ["gift", -CODE_COST],
      ].sort(),
    );
    // 2.5 codes of paid credit were spent: it crossed the threshold once, and the owner heard once.
    const alerts = await untilHolds(
      () =>
        upstream.query<{ message: string }>(
          `select message from outbox where recipient = ${literal(owner.mobile)} and message like 'هشدار کمبود اعتبار%'`,
        ),
      (rows) => rows.length > 0,
    );
    expect(alerts).toHaveLength(1);
  });
});
