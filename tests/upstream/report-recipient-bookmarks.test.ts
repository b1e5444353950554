import { recipientsResponseSchema } from "@/lib/contract/report";
import { SEND_STATES } from "@/lib/contract/send";
import { call, randomClientAddress } from "./support/client";
import { literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { ownUpstreamBankSize } from "./support/start-upstream";
import { csv, local } from "./support/file-sending";
import { mobiles, SHARED_LINE } from "./support/sending";
import { untilHolds } from "./support/until";

/**
 * The pages of a settled send's status listings start from its bookmarks (every 10,000 places in
 * production, every EVERY here); they must answer exactly what paging from the listing's start
 * answers. An upstream of this file's own sends and settles a send of RECIPIENTS recipients with
 * the runner, bookmarking every EVERY places, and the pages are read from it over HTTP.
 */
const EVERY = 100;
/** The interval of the suite's own upstreams, which on a shared PostgreSQL may settle this file's send. */
const PRODUCTION_EVERY = 10_000;
const RECIPIENTS = 3_000;
/** Every eighth number is on the owner's blacklist: 375 recipients of status 4. */
const BLACKLISTED_EVERY = 8;
const PER_PAGES = [7, 10, 100];
/** Statuses 0 and 1 are empty once settled; null (no filter) is the whole send. */
const LISTINGS = [null, 0, 1, 2, 3, 4] as const;

interface Stored {
  position: number;
  msisdn: string;
  status: number | null;
}
interface Bookmark {
  status: number;
  ordinal: number;
  position: number;
}

let upstream: DatabaseUpstream;
let token: string;
let sendId: number;
/** The send's recipients in position order, as the database holds them. */
let stored: Stored[];
/** The bookmarks as the send settled. */
let atSettling: Bookmark[];

const listing = (status: number | null) => (status === null ? stored : stored.filter((r) => r.status === status));

async function read(query: string): Promise<string> {
  const response = await fetch(`${upstream.baseUrl}/v1/api/report/recipients?bulk_id=${sendId}&${query}`, {
    headers: { accept: "application/json", authorization: token },
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${query}: ${response.status} ${text}`);
  return text;
}

const pageQuery = (status: number | null, page: number, perPage: number) =>
  `${status === null ? "" : `status=${status}&`}page=${page}&per_page=${perPage}`;

/** The numbers (E.164) and statuses a page lists. */
const listed = async (query: string) =>
  recipientsResponseSchema.parse(JSON.parse(await read(query))).data.map((r) => [r.recipient, r.message_status]);

/**
 * Every page worth reading of a listing of `n`: one recipient at the first and last places, just
 * past the end, and at each multiple of EVERY and either side of it; and every page (one past the
 * last too) of 7, 10 and 100, so pages start on, end on and straddle the bookmarks.
 */
function pagesOf(status: number | null, n: number): { query: string; offset: number; perPage: number }[] {
  const singles = new Set([0, 1, n - 1, n, n + 1]);
  for (let k = 1; k * EVERY <= n + 1; k++) for (const d of [-1, 0, 1]) singles.add(k * EVERY + d);
  const pages = [...singles].filter((o) => o >= 0).map((offset) => ({ offset, perPage: 1 }));
  for (const perPage of PER_PAGES) {
    for (let page = 1; page <= Math.ceil(n / perPage) + 1; page++)
      pages.push({ offset: (page - 1) * perPage, perPage });
  }
  return pages.map((p) => ({ ...p, query: pageQuery(status, p.offset / p.perPage + 1, p.perPage) }));
}

/** Reads all pages, a few at a time; the answers by query. */
async function readAll(queries: string[]): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < queries.length) {
        const query = queries[next++]!;
        answers.set(query, await read(query));
      }
    }),
  );
  return answers;
}

/** Where the recipient at every `every`-th place of each status listing stands. */
function expectedBookmarks(every = EVERY): Bookmark[] {
  const marks: Bookmark[] = [];
  for (const status of [0, 1, 2, 3, 4]) {
    const rows = listing(status);
    for (let ordinal = every; ordinal < rows.length; ordinal += every)
      marks.push({ status, ordinal, position: rows[ordinal]!.position });
  }
  return marks;
}

const storedBookmarks = () =>
  upstream.query<Bookmark>(
    `select status, ordinal, position from send_recipient_bookmarks where send_id = ${literal(sendId)} order by status, ordinal`,
  );

beforeAll(async () => {
  // The suite's bank size: on a shared PostgreSQL another would generate the banks again, for every test.
  upstream = await startDatabaseUpstream({
    TEST_SENDING: "1",
    TEST_BOOKMARK_EVERY: String(EVERY),
    BANK_SIZE: ownUpstreamBankSize(),
  });
  const account = await call("/__dev/accounts", {
    base: upstream.baseUrl,
    devSecret: upstream.devSecret,
    body: { credit: 100_000_000 },
  });
  const { username, password, user_id: userId } = account.body.data;
  // From an address of its own, vouched for with this upstream's forward secret: on a shared
  // PostgreSQL, the sign-in throttle of 127.0.0.1 is every test's.
  const login = await call("/v1/api/acl/auth/login", {
    base: upstream.baseUrl,
    from: null,
    headers: { "x-panel-client-address": randomClientAddress(), "x-panel-forward-secret": upstream.forwardSecret },
    body: { username, password },
  });
  if (login.body?.data?.method !== "login") throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  token = login.body.data.token;

  const numbers = mobiles(RECIPIENTS);
  const blacklisted = numbers.filter((_, i) => i % BLACKLISTED_EVERY === 3).map((n) => literal(n.slice(1)));
  await upstream.query(
    `insert into send_blacklist (user_id, msisdn) select ${literal(userId)}, unnest(array[${blacklisted.join(",")}])`,
  );
  const form = new FormData();
  form.append("sending_type", "file");
  form.append("from_number", SHARED_LINE);
  form.append("message", "گزارش گیرندگان، صفحه به صفحه");
  form.append("files[]", new Blob([csv([["mobile"], ...numbers.map((n) => [local(n)])])]), "numbers.csv");
  const sent = await fetch(`${upstream.baseUrl}/v1/api/send`, {
    method: "POST",
    headers: { accept: "application/json", authorization: token },
    body: form,
  });
  const answer = await sent.json();
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(answer)}`);
  sendId = answer.data.message_outbox_ids[0];

  const [send] = await untilHolds(
    () =>
      upstream.query<{ state_id: number }>(
        `select state_id from sends where id = ${literal(sendId)} and finished_at is not null`,
      ),
    (rows) => rows.length === 1,
    60_000,
    200,
  );
  expect(send!.state_id).toBe(SEND_STATES.sent);
  stored = await upstream.query<Stored>(
    `select position, msisdn, status from send_recipients where send_id = ${literal(sendId)} order by position`,
  );
  atSettling = await storedBookmarks();
  if (atSettling.length === 0 && process.env.DATABASE_URL) {
    // Settled by one of the suite's upstreams on the shared PostgreSQL: bookmarked every 10,000, so
    // not at all. The pages are read from bookmarks written again, by the same code, every EVERY.
    const rewritten = await fetch(`${upstream.baseUrl}/__test/recipient-bookmarks`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-dev-secret": upstream.devSecret },
      body: JSON.stringify({ send_id: sendId, every: EVERY }),
    });
    if (!rewritten.ok) throw new Error(`recipient-bookmarks: ${rewritten.status} ${await rewritten.text()}`);
  }
}, 180_000);

afterAll(async () => {
  await upstream?.stop();
});

describe("report/recipients of a settled send, from its bookmarks", () => {
  it("bookmarks every EVERY-th place of each status listing as the send settles", async () => {
    expect(stored).toHaveLength(RECIPIENTS);
    // Enough of each status for several bookmarks, and pages between them.
    expect(listing(2).length).toBeGreaterThan(10 * EVERY);
    expect(listing(3).length).toBeGreaterThan(2 * EVERY);
    expect(listing(4)).toHaveLength(RECIPIENTS / BLACKLISTED_EVERY);
    const expected = expectedBookmarks();
    expect(expected.filter((m) => m.status === 4).map((m) => m.ordinal)).toEqual([EVERY, 2 * EVERY, 3 * EVERY]);
    if (process.env.DATABASE_URL) expect([expected, expectedBookmarks(PRODUCTION_EVERY)]).toContainEqual(atSettling);
    else expect(atSettling).toEqual(expected);
    expect(await storedBookmarks()).toEqual(expected);
  });

  it("answers every page, by status and unfiltered, byte for byte as paging from the listing's start does", async () => {
    const pages = LISTINGS.flatMap((status) => pagesOf(status, listing(status).length).map((p) => ({ ...p, status })));
    const queries = [...new Set(pages.map((p) => p.query))];
    const fromBookmarks = await readAll(queries);

    // What each page should list, from the stored rows.
    for (const { query, status, offset, perPage } of pages) {
      const rows = listing(status);
      const page = recipientsResponseSchema.parse(JSON.parse(fromBookmarks.get(query)!));
      expect({ query, rows: page.data.map((r) => [r.recipient, r.message_status]), total: page.meta.total }).toEqual({
        query,
        rows: rows.slice(offset, offset + perPage).map((r) => [`+${r.msisdn}`, r.status]),
        total: rows.length,
      });
    }

    // The same pages with the bookmarks gone, each read from the start of its listing.
    const bookmarks = await storedBookmarks();
    await upstream.query(`delete from send_recipient_bookmarks where send_id = ${literal(sendId)}`);
    try {
      const fromStart = await readAll(queries);
      for (const query of queries)
        expect({ query, body: fromBookmarks.get(query) }).toEqual({ query, body: fromStart.get(query) });
    } finally {
      const rows = bookmarks.map((m) => `(${literal(sendId)}, ${m.status}, ${m.ordinal}, ${m.position})`);
      await upstream.query(
        `insert into send_recipient_bookmarks (send_id, status, ordinal, position) values ${rows.join(", ")}`,
      );
    }
    expect(await storedBookmarks()).toEqual(expectedBookmarks());
  }, 180_000);

  it("starts a page at its bookmark once the send is settled, and at the listing's start before that", async () => {
    const delivered = listing(2);
    const atBookmark = pageQuery(2, EVERY + 1, 1);
    const where = `send_id = ${literal(sendId)} and status = 2 and ordinal = ${EVERY}`;
    const [{ finished_at: finishedAt }] = (await upstream.query<{ finished_at: string }>(
      `select finished_at::text from sends where id = ${literal(sendId)}`,
    )) as [{ finished_at: string }];
    expect(await listed(atBookmark)).toEqual([[`+${delivered[EVERY]!.msisdn}`, 2]]);

    // A bookmark moved one recipient on moves the page with it: the page is read from the bookmark.
    await upstream.query(
      `update send_recipient_bookmarks set position = ${delivered[EVERY + 1]!.position} where ${where}`,
    );
    try {
      expect(await listed(atBookmark)).toEqual([[`+${delivered[EVERY + 1]!.msisdn}`, 2]]);
      // Not settled, the send's bookmarks are not trusted (statuses may still move), and the page is right again.
      await upstream.query(`update sends set finished_at = null where id = ${literal(sendId)}`);
      expect(await listed(atBookmark)).toEqual([[`+${delivered[EVERY]!.msisdn}`, 2]]);
    } finally {
      await upstream.query(
        `update sends set finished_at = ${literal(finishedAt)}::timestamptz where id = ${literal(sendId)}`,
      );
      await upstream.query(
        `update send_recipient_bookmarks set position = ${delivered[EVERY]!.position} where ${where}`,
      );
    }
    expect(await listed(atBookmark)).toEqual([[`+${delivered[EVERY]!.msisdn}`, 2]]);
  });

  it("keeps a settled send's statuses: it can no longer be cancelled, and its pages stay as they were", async () => {
    const before = await read(pageQuery(3, 2, EVERY));
    const cancel = await call("/v1/api/send/cancel", {
      base: upstream.baseUrl,
      from: null,
      token,
      body: { message_outbox_id: sendId },
    });
    expect(cancel.status).toBe(404);
    expect(
      await upstream.query(
        `select position, msisdn, status from send_recipients where send_id = ${literal(sendId)} order by position`,
      ),
    ).toEqual(stored);
    expect(await read(pageQuery(3, 2, EVERY))).toBe(before);
  });
});
