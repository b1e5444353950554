import { createHmac, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { call, randomClientAddress } from "./support/client";
import { literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { oldScryptHash } from "./support/passwords";
import { endingsOutsideBanks } from "./support/test-numbers";

/** What the auth calls store, read straight from the database of an upstream of this file's own. */
let upstream: DatabaseUpstream;

beforeAll(async () => {
  upstream = await startDatabaseUpstream();
}, 90_000);

afterAll(async () => {
  await upstream?.stop();
});

/** Each call from an address of its own, as the shared test client does (on PostgreSQL the windows are shared). */
const fromSomewhere = () => ({
  "x-panel-client-address": randomClientAddress(),
  "x-panel-forward-secret": upstream.forwardSecret,
});
const post = (route: string, body: unknown) =>
  route.startsWith("/__dev/")
    ? call(route, { base: upstream.baseUrl, body, devSecret: upstream.devSecret })
    : call(route, { base: upstream.baseUrl, body, from: null, headers: fromSomewhere() });
const checkToken = (token: string) =>
  call("/v1/api/acl/auth/check_token", {
    base: upstream.baseUrl,
    method: "POST",
    token,
    from: null,
    headers: fromSomewhere(),
  });

async function newUser(passwordHash: string, twoStep: "off" | "sms" = "off") {
  const username = `records-${randomBytes(5).toString("hex")}`;
  const mobile = `98936${endingsOutsideBanks(1)[0]}`;
  const [row] = await upstream.query<{ id: number }>(
    `insert into users (username, name, mobile, password_hash, status, two_step)
     values (${literal(username)}, 'آزمایش', ${literal(mobile)}, ${literal(passwordHash)}, 'active', ${literal(twoStep)}) returning id`,
  );
  return { id: row!.id, username, mobile };
}

const storedHash = async (id: number) =>
  (await upstream.query<{ password_hash: string }>(`select password_hash from users where id = ${literal(id)}`))[0]!
    .password_hash;
const login = (username: string, password: string) => post("/v1/api/acl/auth/login", { username, password });

describe("password hashes at sign-in", () => {
  it("an old scrypt hash signs in and is stored again as argon2id at OWASP's parameters; a wrong password changes nothing", async () => {
    const user = await newUser(oldScryptHash("Old@Pass123"));
    expect((await login(user.username, "Old@Pass124")).status).toBe(422);
    expect(await storedHash(user.id)).toMatch(/^scrypt\$16384\$8\$1\$/);

    const first = await login(user.username, "Old@Pass123");
    expect(first.status).toBe(200);
    expect(first.body.data.method).toBe("login");
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);

    // The new hash signs in and stays as it is.
    expect((await login(user.username, "Old@Pass123")).status).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });

  it("an account made now is stored as argon2id", async () => {
    const made = await post("/__dev/accounts", {});
    expect(await storedHash(made.body.data.user_id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("one-time codes in the database", () => {
  it("are kept only as an HMAC of account, flow and code, keyed with the secret in DATA_DIR", async () => {
    const user = await newUser(oldScryptHash("Two@Step123"), "sms");
    expect((await login(user.username, "Two@Step123")).body.data.method).toBe("sms");
    const [sms] = await upstream.query<{ message: string }>(
      `select message from outbox where recipient = ${literal(user.mobile)}`,
    );
    const code = sms!.message.match(/\b\d{6}\b/)![0];
    const rows = await upstream.query<Record<string, unknown>>(
      `select * from otp_codes where user_id = ${literal(user.id)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ flow: "login", used_at: null });
    expect(JSON.stringify(rows)).not.toContain(code);
    const key = (await readFile(path.join(upstream.dataDir, "otp-secret"), "utf8")).trim();
    expect(rows[0]!.code_hash).toBe(createHmac("sha256", key).update(`${user.id}:login:${code}`).digest("hex"));
  });
});

describe("impersonation records", () => {
  const recordOf = async (userId: number) =>
    (
      await upstream.query<{
        id: number;
        token_id: number;
        created_at: string;
        enter_by: string;
        entered_at: string | null;
      }>(`select id, token_id, created_at, enter_by, entered_at from impersonations where user_id = ${literal(userId)}`)
    )[0]!;
  const tokenRow = async (id: number) =>
    (
      await upstream.query<{
        user_id: number;
        kind: string;
        created_at: string;
        expires_at: string;
        revoked_at: string | null;
      }>(`select user_id, kind, created_at, expires_at, revoked_at from auth_tokens where id = ${literal(id)}`)
    )[0]!;

  it("hold the account, the token and the time made; the first use in time is written down", async () => {
    const user = await newUser(oldScryptHash("Any@Pass123"));
    const minted = await post("/__dev/impersonate", { username: user.username });
    expect(minted.status).toBe(200);
    const record = await recordOf(user.id);
    expect(record).toMatchObject({ id: minted.body.data.impersonation.id, entered_at: null });
    expect(Date.parse(record.enter_by) - Date.parse(record.created_at)).toBe(120_000);
    const token = await tokenRow(record.token_id);
    expect(token).toMatchObject({ user_id: user.id, kind: "impersonation", revoked_at: null });
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(10 * 3600 * 1000);

    expect((await checkToken(minted.body.data.token)).status).toBe(200);
    const entered = await recordOf(user.id);
    expect(entered.entered_at).not.toBeNull();
    expect(Date.parse(entered.entered_at!)).toBeLessThanOrEqual(Date.parse(record.enter_by));
  });

  it("a late first use revokes the token and leaves the record never entered", async () => {
    const user = await newUser(oldScryptHash("Any@Pass123"));
    const minted = await post("/__dev/impersonate", { username: user.username, age_seconds: 121 });
    expect((await checkToken(minted.body.data.token)).status).toBe(401);
    const record = await recordOf(user.id);
    expect(record.entered_at).toBeNull();
    expect((await tokenRow(record.token_id)).revoked_at).not.toBeNull();
  });
});
