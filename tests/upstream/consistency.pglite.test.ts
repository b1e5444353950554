import { call } from "./support/client";
import { callOn, literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { finished, mobiles, quickSend, type SendInfo } from "./support/sending";
import { untilHolds } from "./support/until";

/**
 * The consistency check the fault benchmarks run after each fault (`GET /__dev/consistency`): on a
 * database of its own (PGlite; the rules are plain SQL), it finds nothing after real work, and
 * each rule names what was made to break it.
 */
let upstream: DatabaseUpstream;
beforeAll(async () => {
  upstream = await startDatabaseUpstream({ DATABASE_URL: "", BANK_SIZE: "0", TEST_SENDING: "1" });
}, 120_000);
afterAll(() => upstream?.stop());

interface Finding {
  rule: string;
  count: number;
  examples: Record<string, unknown>[];
}

async function findings(): Promise<Finding[]> {
  const answer = await callOn(upstream, "/__dev/consistency");
  expect(answer.status).toBe(200);
  return answer.body.data.findings;
}

const RULES = {
  balance: "an owner's kept balances equal the sums of their settled ledger rows",
  sendMoney: "a send's ledger rows are what it reserved and what came back",
  handedOver: "a send's recipients handed to the operator are exactly those before its dispatched count, once each",
  stuck: "no send is stuck: being created, due and not started, or running without progress",
  phonebook: "a phonebook's kept contact count is its contacts",
  unread: "a user's kept unread count is their inbox's unread messages",
};

let userId: number;
let sendId: number;
let phonebookId: number;

beforeAll(async () => {
  const account = (await callOn(upstream, "/__dev/accounts", { body: { credit: 10_000_000 } })).body.data;
  userId = account.user_id;
  const login = await callOn(upstream, "/v1/api/acl/auth/login", {
    body: { username: account.username, password: account.password },
  });
  const sent = await callOn(upstream, "/v1/api/send", {
    token: login.body.data.token,
    body: quickSend(mobiles(3), "سلام، این یک پیام آزمایشی است"),
  });
  expect(sent.status).toBe(200);
  sendId = sent.body.data.message_outbox_ids[0];
  // Each rule is broken and mended on a send the runner has finished with: one still being
  // handed over would move under the test.
  await untilHolds(async () => (await callOn(upstream, `/__dev/sends/${sendId}`)).body.data as SendInfo, finished);
  const planted = await callOn(upstream, "/__dev/contacts/plant", {
    body: { username: account.username, title: "مشتریان", count: 5 },
  });
  phonebookId = planted.body.data.phonebook_id;
});

it("answers no one without the development secret, or with a guessed one", async () => {
  const base = upstream.baseUrl;
  expect((await call("/__dev/consistency", { base, devSecret: null, from: null })).status).toBe(403);
  expect((await call("/__dev/consistency", { base, devSecret: "a-guess", from: null })).status).toBe(403);
});

it("finds nothing after real work: the seed, an account, a send, a phonebook", async () => {
  expect(await findings()).toEqual([]);
});

it.each([
  [
    "a kept balance off its ledger",
    RULES.balance,
    "user_id",
    () => userId,
    () => `update owner_balances set credit = credit + 1 where user_id = ${literal(userId)}`,
    () => `update owner_balances set credit = credit - 1 where user_id = ${literal(userId)}`,
  ],
  [
    "a send refunded twice in the ledger",
    RULES.sendMoney,
    "send_id",
    () => sendId,
    () => `insert into ledger_entries (user_id, amount, kind, description, method, send_id)
           values (${literal(userId)}, 100, 'deposit', 'refund again', 'refund', ${literal(sendId)})`,
    () => `delete from ledger_entries where send_id = ${literal(sendId)} and description = 'refund again'`,
  ],
  [
    "a recipient handed over outside the send's count",
    RULES.handedOver,
    "send_id",
    () => sendId,
    () => `update sends set dispatched = dispatched - 1 where id = ${literal(sendId)}`,
    () => `update sends set dispatched = dispatched + 1 where id = ${literal(sendId)}`,
  ],
  [
    "a send left being created",
    RULES.stuck,
    "send_id",
    () => sendId,
    () => `update sends set state_id = 0, created_at = now() - interval '10 minutes' where id = ${literal(sendId)}`,
    () => `update sends set state_id = 6 where id = ${literal(sendId)}`,
  ],
  [
    "a phonebook's count off its contacts (half an import)",
    RULES.phonebook,
    "phonebook_id",
    () => phonebookId,
    () =>
      `delete from contacts where id in (select id from contacts where phonebook_id = ${literal(phonebookId)} limit 2)`,
    () => `update phonebooks set contact_count = contact_count - 2 where id = ${literal(phonebookId)}`,
  ],
  [
    "an unread count off the inbox",
    RULES.unread,
    "user_id",
    () => userId,
    () =>
      `insert into inbox_unread_counts (user_id, unread) values (${literal(userId)}, 1)
       on conflict (user_id) do update set unread = inbox_unread_counts.unread + 1`,
    () => `update inbox_unread_counts set unread = unread - 1 where user_id = ${literal(userId)}`,
  ],
])("names %s", async (_what, rule, key, id, breakIt, mendIt) => {
  await upstream.query(breakIt());
  try {
    const found = (await findings()).filter((finding) => finding.rule === rule);
    expect(found).toHaveLength(1);
    expect(found[0]!.examples.map((example) => Number(example[key]))).toContain(id());
  } finally {
    await upstream.query(mendIt());
  }
  expect((await findings()).filter((finding) => finding.rule === rule)).toEqual([]);
});
