import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { call } from "./support/client";
import { literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";

/** What the security calls store, read straight from the database of an upstream of this file's own. */
let upstream: DatabaseUpstream;

beforeAll(async () => {
  upstream = await startDatabaseUpstream();
}, 90_000);

afterAll(async () => {
  await upstream?.stop();
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
/** A call the way the BFF makes it: the browser's address and user agent, vouched for with the forward secret. */
const fromBrowser = (address: string, userAgent = FIREFOX) => ({
  "x-panel-client-address": address,
  "x-panel-user-agent": userAgent,
  "x-panel-forward-secret": upstream.forwardSecret,
});
const api = (route: string, options: { token?: string; body?: unknown; method?: string; address?: string }) =>
  call(`/v1/api/${route}`, {
    base: upstream.baseUrl,
    from: null,
    token: options.token,
    body: options.body,
    method: options.method,
    headers: fromBrowser(options.address ?? "198.18.9.1"),
  });

async function account() {
  const made = await call("/__dev/accounts", { base: upstream.baseUrl, body: {}, devSecret: upstream.devSecret });
  return made.body.data as { username: string; password: string; mobile: string; user_id: number };
}

async function session(user: { username: string; password: string }, address = "198.18.9.1") {
  const answer = await api("acl/auth/login", { body: { username: user.username, password: user.password }, address });
  return answer.body.data.token as string;
}

const sessionRow = async (userId: number) =>
  (
    await upstream.query<{ client_address: string; last_used_at: string; user_agent: string }>(
      `select client_address, last_used_at, user_agent from auth_tokens where user_id = ${literal(userId)} and kind = 'session'`,
    )
  )[0]!;

describe("a session's last use", () => {
  it("is written once the minute since the last one has passed, with the address it came from", async () => {
    const user = await account();
    const token = await session(user, "198.18.9.10");
    const opened = await sessionRow(user.user_id);
    expect(opened).toMatchObject({ client_address: "198.18.9.10", user_agent: FIREFOX });

    await api("acl/auth/check_token", { token, method: "POST", address: "198.18.9.11" });
    expect((await sessionRow(user.user_id)).client_address).toBe("198.18.9.10");

    await upstream.query(
      `update auth_tokens set last_used_at = now() - interval '2 minutes' where user_id = ${literal(user.user_id)}`,
    );
    const before = Date.now();
    await api("acl/auth/check_token", { token, method: "POST", address: "198.18.9.12" });
    const touched = await sessionRow(user.user_id);
    expect(touched.client_address).toBe("198.18.9.12");
    expect(new Date(touched.last_used_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The browser it was opened with stays.
    expect(touched.user_agent).toBe(FIREFOX);
  });
});

describe("recovery codes in the database", () => {
  it("are kept only as an HMAC of account and code, keyed with the secret in DATA_DIR, and marked once used", async () => {
    const user = await account();
    const token = await session(user);
    await api("user/2fa/send_code", { token, body: {} });
    const [sms] = await upstream.query<{ message: string }>(
      `select message from outbox where recipient = ${literal(user.mobile)} order by id desc limit 1`,
    );
    const code = /\b\d{6}\b/.exec(sms!.message)![0];
    const enabled = await api("user/2fa/enable", { token, body: { method: "sms", code } });
    const codes = enabled.body.data.recovery_codes as string[];

    const rows = await upstream.query<{ code_hash: string; used_at: string | null }>(
      `select code_hash, used_at from recovery_codes where user_id = ${literal(user.user_id)}`,
    );
    expect(rows).toHaveLength(10);
    const key = (await readFile(path.join(upstream.dataDir, "otp-secret"), "utf8")).trim();
    const expected = codes.map((c) =>
      createHmac("sha256", key)
        .update(`${user.user_id}:recovery:${c.replace("-", "")}`)
        .digest("hex"),
    );
    expect(rows.map((r) => r.code_hash).sort()).toEqual([...expected].sort());
    const dump = JSON.stringify(await upstream.query(`select * from recovery_codes`));
    for (const c of codes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace("-", ""));
    }

    const signIn = await api("acl/auth/login", { body: { username: user.username, password: user.password } });
    await api("acl/auth/confirm_otp", { body: { token: signIn.body.data.token, recovery_code: codes[3] } });
    const used = await upstream.query<{ n: number }>(
      `select count(*)::int as n from recovery_codes where user_id = ${literal(user.user_id)} and used_at is not null`,
    );
    expect(used[0]!.n).toBe(1);
  });
});

describe("sign-in events in the database", () => {
  it("keep each account's newest hundred: a flood of wrong passwords cannot grow them", async () => {
    const user = await account();
    await upstream.query(
      `insert into sign_in_events (user_id, created_at, client_address, outcome)
       select ${literal(user.user_id)}, now() - (n || ' minutes')::interval, '198.18.9.99', 'wrong_password'
       from generate_series(1, 150) as n`,
    );
    await session(user, "198.18.9.20");
    const [count] = await upstream.query<{ n: number }>(
      `select count(*)::int as n from sign_in_events where user_id = ${literal(user.user_id)}`,
    );
    expect(count!.n).toBe(100);
    const [newest] = await upstream.query<{ client_address: string }>(
      `select client_address from sign_in_events where user_id = ${literal(user.user_id)} order by id desc limit 1`,
    );
    expect(newest!.client_address).toBe("198.18.9.20");
  });
});
