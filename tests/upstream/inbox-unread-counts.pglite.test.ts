import { callOn, literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { localMobiles } from "./support/phonebooks";

/**
 * The unread count each user's badge and live events carry is kept by triggers on the inbox
 * (inbox_unread_counts, migration 0030), not counted over the unread rows: whatever writes the
 * inbox (an SMS arriving, rows written in one statement for several users, marking read, a row
 * made unread again, deleting, a user deleted with their messages), the count a user is told is
 * their unread messages, and the consistency check finds nothing.
 */
let upstream: DatabaseUpstream;
beforeAll(async () => {
  upstream = await startDatabaseUpstream({ DATABASE_URL: "", BANK_SIZE: "0", TEST_SENDING: "1" });
}, 120_000);
afterAll(() => upstream?.stop());

interface Owner {
  userId: number;
  token: string;
  line: string;
}

async function owner(): Promise<Owner> {
  const account = (await callOn(upstream, "/__dev/accounts", { body: {} })).body.data;
  const login = await callOn(upstream, "/v1/api/acl/auth/login", {
    body: { username: account.username, password: account.password },
  });
  const line = await callOn(upstream, "/__dev/dedicated-line", { body: { username: account.username } });
  expect(line.status).toBe(200);
  return { userId: account.user_id, token: login.body.data.token, line: line.body.data.number };
}

async function deliver(to: Owner, from: string, message: string): Promise<number> {
  const answer = await callOn(upstream, "/__dev/incoming", { body: { from, to: to.line, message } });
  expect(answer.status).toBe(200);
  return answer.body.data.messages[0].messages_inbox_id;
}

async function unreadOf(who: Owner): Promise<number> {
  const answer = await callOn(upstream, "/v1/api/report/messages-inbox/unread-count", { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.data.count;
}

/** What the consistency check finds wrong with the kept counts: nothing, always. */
async function drifted(): Promise<unknown[]> {
  const answer = await callOn(upstream, "/__dev/consistency");
  expect(answer.status).toBe(200);
  const findings = answer.body.data.findings as { rule: string; examples: unknown[] }[];
  return findings.filter((finding) => finding.rule.startsWith("a user's kept unread count")).flatMap((f) => f.examples);
}

it("follows every write to the inbox, however it is made", async () => {
  const a = await owner();
  const b = await owner();
  const [first, second] = localMobiles(2, "935");
  const aIds = [await deliver(a, first!, "یک"), await deliver(a, first!, "دو"), await deliver(a, second!, "سه")];
  const bIds = [await deliver(b, first!, "چهار"), await deliver(b, second!, "پنج")];
  expect([await unreadOf(a), await unreadOf(b)]).toEqual([3, 2]);

  // One statement writing for both users, read and unread rows among them.
  await upstream.query(`
    insert into inbox_messages (user_id, to_number, from_msisdn, message, seen_at) values
      (${literal(a.userId)}, ${literal(a.line)}, '989350000001', 'شش', null),
      (${literal(b.userId)}, ${literal(b.line)}, '989350000001', 'هفت', now()),
      (${literal(a.userId)}, ${literal(a.line)}, '989350000002', 'هشت', null)`);
  expect([await unreadOf(a), await unreadOf(b)]).toEqual([5, 2]);

  // Marked read through the inbox, then every row of a's at once, read ones among them.
  const read = await callOn(upstream, "/v1/api/report/messages-inbox/read", { token: a.token, body: { ids: aIds } });
  expect(read.body.data).toEqual({ read: 3, unread: 2 });
  await upstream.query(`update inbox_messages set seen_at = now() where user_id = ${literal(a.userId)}`);
  expect(await unreadOf(a)).toBe(0);

  // A row made unread again.
  await upstream.query(`update inbox_messages set seen_at = null where id = ${literal(aIds[1]!)}`);
  expect(await unreadOf(a)).toBe(1);

  // Deleted: one unread and one read.
  await upstream.query(`update inbox_messages set seen_at = now() where id = ${literal(bIds[1]!)}`);
  const deleted = await callOn(upstream, "/v1/api/report/messages-inbox/delete-list", {
    token: b.token,
    body: { ids: bIds },
  });
  expect(deleted.body.data).toEqual({ deleted: 2, unread: 0 });
  await deliver(b, second!, "نه");
  expect(await unreadOf(b)).toBe(1);
  expect(await drifted()).toEqual([]);

  // A user deleted with their messages leaves no count behind, and the others' stay.
  await upstream.query(`delete from users where id = ${literal(b.userId)}`);
  expect(await upstream.query(`select * from inbox_unread_counts where user_id = ${literal(b.userId)}`)).toEqual([]);
  expect(await unreadOf(a)).toBe(1);
  expect(await drifted()).toEqual([]);
});
