import { randomInt } from "node:crypto";
import { request } from "node:http";
import { api, baseUrl, call, devAccount, latestCode, otherCode, type DevAccount } from "./support/client";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const sessions = (token: string) => api("user/sessions", { token });
const endOne = (token: string, id: number | string) => api(`user/sessions/${id}`, { token, method: "DELETE" });
const endOthers = (token: string) => api("user/sessions/end_others", { token, body: {} });
const signIns = (token: string) => api("user/sign_in_events", { token });
const checkToken = (token: string) => api("acl/auth/check_token", { method: "POST", token });

/** A sign-in from a browser the BFF vouches for: its address and user agent. */
async function signInFrom(account: DevAccount, from: string, userAgent: string, password = account.password) {
  return call("/v1/api/acl/auth/login", {
    body: { username: account.username, password },
    from,
    headers: { "x-panel-user-agent": userAgent },
  });
}

async function sessionFrom(account: DevAccount, from: string, userAgent: string): Promise<string> {
  const answer = await signInFrom(account, from, userAgent);
  expect(answer.body.data.method).toBe("login");
  return answer.body.data.token;
}

/**
 * A sign-in straight to the upstream, without the forward secret, from a loopback address of its
 * own (127.0.0.0/8 all reaches this machine): 127.0.0.1's sign-in window is the login throttle
 * test's to fill on a shared PostgreSQL.
 */
function unvouchedSignIn(account: DevAccount, headers: Record<string, string>): Promise<{ data: { token: string } }> {
  const url = new URL("/v1/api/acl/auth/login", baseUrl());
  const body = JSON.stringify({ username: account.username, password: account.password });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        localAddress: `127.0.${randomInt(1, 255)}.${randomInt(2, 255)}`,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(JSON.parse(text)));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("user/sessions", () => {
  it("lists each live session with its browser, address, opening and last use, this one marked", async () => {
    const account = await devAccount();
    const laptop = await sessionFrom(account, "198.18.1.10", FIREFOX);
    const phone = await sessionFrom(account, "198.18.1.20", IPHONE);
    const answer = await sessions(phone);
    expect(answer.status).toBe(200);
    const rows = answer.body.data as { id: number; current: boolean; user_agent: string }[];
    expect(rows).toHaveLength(2);
    const mine = rows.find((r) => r.current)!;
    const other = rows.find((r) => !r.current)!;
    expect(mine).toMatchObject({ support: false, client_address: "198.18.1.20", user_agent: IPHONE });
    expect(other).toMatchObject({ support: false, client_address: "198.18.1.10", user_agent: FIREFOX });
    for (const row of rows) {
      expect(row).toEqual({
        id: expect.any(Number),
        current: expect.any(Boolean),
        support: false,
        client_address: expect.any(String),
        user_agent: expect.any(String),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        last_used_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
    }
    // A call from elsewhere within the minute writes nothing: the address stays the sign-in's.
    await checkToken(laptop);
    const again = (await sessions(phone)).body.data as { current: boolean; client_address: string }[];
    expect(again.find((r) => !r.current)!.client_address).toBe("198.18.1.10");
  });

  it("believes the user agent only from the BFF: a caller without the forward secret is recorded with its own", async () => {
    const account = await devAccount();
    const direct = await unvouchedSignIn(account, {
      "user-agent": "curl/8.5.0",
      "x-panel-user-agent": FIREFOX,
      "x-panel-client-address": "203.0.113.9",
    });
    const token = direct.data.token as string;
    const [row] = (await sessions(token)).body.data;
    expect(row.user_agent).toBe("curl/8.5.0");
    expect(row.client_address).not.toBe("203.0.113.9");
  });

  it("ends one other session: it stops at its next call; the rest go on", async () => {
    const account = await devAccount();
    const mine = await sessionFrom(account, "198.18.2.1", FIREFOX);
    const other = await sessionFrom(account, "198.18.2.2", IPHONE);
    const third = await sessionFrom(account, "198.18.2.3", IPHONE);
    const rows = (await sessions(mine)).body.data as { id: number; client_address: string }[];
    const target = rows.find((r) => r.client_address === "198.18.2.2")!;

    const ended = await endOne(mine, target.id);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await api("payment/credit/mine", { token: other })).status).toBe(401);
    expect((await checkToken(third)).status).toBe(200);
    expect((await checkToken(mine)).status).toBe(200);
    expect(((await sessions(mine)).body.data as unknown[]).length).toBe(2);
    // Already ended: not found.
    expect((await endOne(mine, target.id)).status).toBe(404);
  });

  it("answers another account's session id, a malformed id and this session's own id without ending anything", async () => {
    const account = await devAccount();
    const stranger = await devAccount();
    const mine = await sessionFrom(account, "198.18.3.1", FIREFOX);
    const theirs = await sessionFrom(stranger, "198.18.3.2", IPHONE);
    const [theirRow] = (await sessions(theirs)).body.data as { id: number }[];

    const foreign = await endOne(mine, theirRow!.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.message).toBe("این نشست پیدا نشد یا پیش‌تر بسته شده است");
    expect((await checkToken(theirs)).status).toBe(200);
    expect((await endOne(mine, "abc")).status).toBe(404);
    expect((await endOne(mine, "-4")).status).toBe(404);

    const [ownRow] = (await sessions(mine)).body.data as { id: number }[];
    const own = await endOne(mine, ownRow!.id);
    expect(own.status).toBe(422);
    expect((await checkToken(mine)).status).toBe(200);
  });

  it("ends every other session at once, support's entry and a waiting reset too, and keeps this one", async () => {
    const account = await devAccount();
    const mine = await sessionFrom(account, "198.18.4.1", FIREFOX);
    const others = [await sessionFrom(account, "198.18.4.2", IPHONE), await sessionFrom(account, "198.18.4.3", IPHONE)];
    const support = (await call("/__dev/impersonate", { body: { username: account.username } })).body.data.token;
    expect((await checkToken(support)).status).toBe(200);
    const listed = (await sessions(mine)).body.data as { support: boolean }[];
    expect(listed).toHaveLength(4);
    expect(listed.filter((r) => r.support)).toHaveLength(1);
    // A password reset waiting for its code: not a session, but it ends too.
    const reset = await api("acl/auth/forgot_password", {
      body: { username: account.username, mobile: account.mobile },
    });
    const resetCode = await latestCode(account.mobile);

    const answer = await endOthers(mine);
    expect(answer.status).toBe(200);
    expect(answer.body.data.ended).toBe(3);
    for (const token of [...others, support]) expect((await checkToken(token)).status).toBe(401);
    const check = await api("acl/auth/forgot_password_check_otp", {
      body: { token: reset.body.data.token, otp: resetCode },
    });
    expect(check.status).toBe(401);
    expect((await checkToken(mine)).status).toBe(200);
    expect((await sessions(mine)).body.data).toHaveLength(1);
  });

  it("support staff's entry lists the sessions (its own marked as support) but may end none", async () => {
    const account = await devAccount();
    const own = await sessionFrom(account, "198.18.5.1", FIREFOX);
    const support = (await call("/__dev/impersonate", { body: { username: account.username } })).body.data.token;
    const rows = (await sessions(support)).body.data as { id: number; current: boolean; support: boolean }[];
    expect(rows.find((r) => r.current)).toMatchObject({ support: true });
    const user = rows.find((r) => !r.current)!;
    for (const answer of [await endOne(support, user.id), await endOthers(support)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.meta.message).toMatch(/ورود پشتیبان/);
    }
    expect((await checkToken(own)).status).toBe(200);
    expect((await signIns(support)).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await api("user/sessions")).status).toBe(401);
    expect((await api("user/sessions/1", { method: "DELETE" })).status).toBe(401);
    expect((await api("user/sign_in_events")).status).toBe(401);
  });
});

describe("user/sign_in_events", () => {
  it("records every attempt with its address, browser, outcome and second step, newest first", async () => {
    const account = await devAccount();
    expect((await signInFrom(account, "198.18.6.1", FIREFOX, "Wrong-pass-1")).status).toBe(422);
    const token = await sessionFrom(account, "198.18.6.2", IPHONE);
    const rows = (await signIns(token)).body.data;
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        client_address: "198.18.6.2",
        user_agent: IPHONE,
        outcome: "ok",
        two_step: null,
      },
      expect.objectContaining({ client_address: "198.18.6.1", user_agent: FIREFOX, outcome: "wrong_password" }),
    ]);
  });

  it("records a wrong second-step code as such, and the sign-in it completes with the step used", async () => {
    const account = await devAccount({ two_step: "sms" });
    const first = await signInFrom(account, "198.18.7.1", FIREFOX);
    const code = await latestCode(account.mobile);
    const confirm = (otp: string) =>
      call("/v1/api/acl/auth/confirm_otp", {
        body: { token: first.body.data.token, otp },
        from: "198.18.7.1",
        headers: { "x-panel-user-agent": FIREFOX },
      });
    expect((await confirm(otherCode(code))).status).toBe(401);
    const done = await confirm(code);
    expect(done.status).toBe(200);
    const rows = (await signIns(done.body.data.token)).body.data;
    expect(rows.map((r: { outcome: string; two_step: string }) => [r.outcome, r.two_step])).toEqual([
      ["ok", "sms"],
      ["wrong_code", "sms"],
    ]);
    // The session opened by the second step carries the browser too.
    const [session] = (await sessions(done.body.data.token)).body.data;
    expect(session).toMatchObject({ client_address: "198.18.7.1", user_agent: FIREFOX });
  });

  it("lists only the account's own attempts, at most the last twenty", async () => {
    const account = await devAccount();
    const stranger = await devAccount();
    await signInFrom(stranger, "198.18.8.1", FIREFOX, "Wrong-pass-1");
    // Sign-ins that succeed clear the username's window, so twenty-two of them are never throttled.
    for (let i = 0; i < 22; i++) await sessionFrom(account, `198.18.8.${10 + i}`, FIREFOX);
    const token = await sessionFrom(account, "198.18.8.99", IPHONE);
    const rows = (await signIns(token)).body.data as { client_address: string; outcome: string }[];
    expect(rows).toHaveLength(20);
    expect(rows[0]!.client_address).toBe("198.18.8.99");
    expect(rows.every((r) => r.outcome === "ok")).toBe(true);
  });
});
