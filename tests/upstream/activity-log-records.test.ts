import { call, randomClientAddress } from "./support/client";
import { literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";

/**
 * The log's rows read and planted straight in the database of an upstream of this file's own: the
 * Tehran calendar days the filters mean, the times a file shows, and rows no call can change.
 */
let upstream: DatabaseUpstream;

beforeAll(async () => {
  upstream = await startDatabaseUpstream();
}, 90_000);

afterAll(async () => {
  await upstream?.stop();
});

const api = (path: string, token: string, method = "GET") =>
  call(`/v1/api/${path}`, { base: upstream.baseUrl, token, from: null, method });

async function owner(): Promise<{ userId: number; token: string }> {
  const account = (await call("/__dev/accounts", { base: upstream.baseUrl, body: {}, devSecret: upstream.devSecret }))
    .body.data;
  const login = await call("/v1/api/acl/auth/login", {
    base: upstream.baseUrl,
    from: null,
    headers: { "x-panel-client-address": randomClientAddress(), "x-panel-forward-secret": upstream.forwardSecret },
    body: { username: account.username, password: account.password },
  });
  return { userId: account.user_id, token: login.body.data.token };
}

/** Plants entries of the account at these instants, each its time as its text. */
async function plant(userId: number, instants: string[]): Promise<void> {
  const values = instants
    .map((at) => `(${userId}, ${userId}, 'مالک', 'contacts', ${literal(at)}, null, null, ${literal(at)}::timestamptz)`)
    .join(", ");
  await upstream.query(
    `insert into activity_log (account_id, actor_id, actor_name, kind, text, link, client_address, created_at) values ${values}`,
  );
}

const texts = async (token: string, query: string) =>
  (await api(`user/activity_log?kind=contacts&${query}`, token)).body.data.map((entry: { text: string }) => entry.text);

describe("the activity log's days and rows", () => {
  it("means Tehran's calendar days, both ends included, not UTC's", async () => {
    const o = await owner();
    // Tehran is UTC+03:30: the second and third instants are the 21st in Tehran, still the 20th in UTC.
    const instants = [
      "2024-03-20T23:59:59+03:30",
      "2024-03-21T00:00:00+03:30",
      "2024-03-21T03:00:00+03:30",
      "2024-03-21T23:59:59+03:30",
      "2024-03-22T00:00:00+03:30",
    ];
    await plant(o.userId, instants);

    expect(await texts(o.token, "from_day=2024-03-21&to_day=2024-03-21")).toEqual([
      "2024-03-21T23:59:59+03:30",
      "2024-03-21T03:00:00+03:30",
      "2024-03-21T00:00:00+03:30",
    ]);
    expect(await texts(o.token, "to_day=2024-03-20")).toEqual(["2024-03-20T23:59:59+03:30"]);
    expect(await texts(o.token, "from_day=2024-03-22&to_day=2024-03-22")).toEqual(["2024-03-22T00:00:00+03:30"]);

    const [first] = (await api("user/activity_log?kind=contacts&to_day=2024-03-20", o.token)).body.data;
    expect(first.created_at).toBe("2024-03-20 23:59:59");
  });

  it("writes Jalali Tehran times in its files", async () => {
    const o = await owner();
    await plant(o.userId, ["2024-03-20T20:30:00Z"]);
    const response = await fetch(`${upstream.baseUrl}/v1/api/user/activity_log/export?kind=contacts&format=csv`, {
      headers: { authorization: o.token },
    });
    const lines = (await response.text())
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    // 00:00 on 2 Farvardin 1403 in Tehran.
    expect(lines[1]!.split(",")[1]).toBe("1403/01/02 00:00:00");
  });

  it("keeps its rows whatever is sent to change them", async () => {
    const o = await owner();
    await plant(o.userId, ["2024-05-01T10:00:00+03:30"]);
    const rows = () => upstream.query(`select * from activity_log where account_id = ${literal(o.userId)} order by id`);
    const before = await rows();
    const [entry] = before as { id: number }[];
    for (const method of ["POST", "PUT", "DELETE"]) {
      expect((await api(`user/activity_log/${entry!.id}`, o.token, method)).status).toBe(404);
      expect((await api("user/activity_log", o.token, method)).status).toBe(404);
    }
    expect(await rows()).toEqual(before);
  });
});
