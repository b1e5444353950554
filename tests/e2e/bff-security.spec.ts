import { expect, test } from "./support/test";
import { sealData } from "iron-session";
import { sessionCookieName } from "../../lib/bff/session-options.mjs";
import { ECHO_TOKEN, EchoUpstream } from "./support/echo-upstream";
import { startPanel } from "./support/panel-process";
import { rawRequest } from "./support/raw-http";

// The BFF in front of a recording upstream: what crosses it, and what it refuses.
test.describe.configure({ mode: "serial" });

const SECRET = "a-test-session-secret-that-is-long-enough-0123456789";
const COOKIE = sessionCookieName();
const echo = new EchoUpstream();
let panel: { url: string; stop: () => Promise<void> };
let session: string;

async function sealedSession(data: object) {
  return `${COOKIE}=${await sealData(data, { password: SECRET, ttl: 36_000 })}`;
}

const FORWARD_SECRET = "forward-secret-shared-with-the-upstream-0123456789";
const TIMEOUT_MS = 1500;

test.beforeAll(async () => {
  panel = await startPanel(await echo.start(), SECRET, {
    UPSTREAM_FORWARD_SECRET: FORWARD_SECRET,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  session = await sealedSession({
    token: ECHO_TOKEN,
    expiresAt: Date.now() + 3_600_000,
    user: { user_name: "echo", name: "پژواک", user_id: 1 },
  });
});

test.afterAll(async () => {
  await panel?.stop();
  await echo.stop();
});

test.beforeEach(() => echo.clear());

const own = () => ({ origin: panel.url, "x-panel-request": "1", "sec-fetch-site": "same-origin" });

test("forwards the session's token, replacing any Authorization the browser sends, and no cookies or internal headers", async () => {
  const res = await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine?x=1", {
    cookie: `${session}; other=1`,
    authorization: "stolen-token",
    "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
    "x-forwarded-host": "evil.example",
  });
  expect(res.status).toBe(200);
  const [seen] = echo.forwarded();
  expect(seen?.url).toBe("/v1/api/payment/credit/mine?x=1");
  expect(seen?.headers.authorization).toBe(ECHO_TOKEN);
  expect(seen?.headers.cookie).toBeUndefined();
  expect(seen?.headers["x-middleware-subrequest"]).toBeUndefined();
  expect(seen?.headers["x-forwarded-host"]).toBeUndefined();
});

test("never passes an upstream Set-Cookie back to the browser", async () => {
  echo.next = { status: 200, headers: { "set-cookie": "tracker=1; Path=/" } };
  const res = await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: session });
  expect(res.status).toBe(200);
  expect(res.headers["set-cookie"]).toBeUndefined();
});

test("streams a JSON body through to the upstream", async () => {
  const body = JSON.stringify({ message: "سلام", n: 1 });
  const res = await rawRequest(
    panel.url,
    "POST",
    "/api/v1/api/user/draft",
    { ...own(), cookie: session, "content-type": "application/json" },
    body,
  );
  expect(res.status).toBe(200);
  expect(echo.forwarded()[0]?.body).toBe(body);
});

test("frames bodies itself: a GET goes without body headers, a POST's body arrives whole without the browser's Content-Length", async () => {
  await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: session });
  const body = JSON.stringify({ message: "سلام دنیا" });
  await rawRequest(
    panel.url,
    "POST",
    "/api/v1/api/user/draft",
    { ...own(), cookie: session, "content-type": "application/json" },
    body,
  );
  const [get, post] = echo.forwarded();
  expect(get?.headers["content-length"]).toBeUndefined();
  expect(get?.headers["transfer-encoding"]).toBeUndefined();
  expect(post?.body).toBe(body);
  expect(post?.headers["transfer-encoding"]).toBe("chunked");
  expect(post?.headers["content-length"]).toBeUndefined();
});

test("refuses a GET that announces a body (400) and methods the contract does not use (405), sending nothing upstream", async () => {
  const get = await rawRequest(
    panel.url,
    "GET",
    "/api/v1/api/acl/auth/login_setting",
    { cookie: session },
    "x".repeat(600),
  );
  expect(get.status).toBe(400);
  expect(JSON.parse(get.body).meta).toMatchObject({ status: false, message: "درخواست معتبر نیست." });
  for (const method of ["OPTIONS", "TRACE", "PATCH"]) {
    const res = await rawRequest(panel.url, method, "/api/v1/api/payment/credit/mine", { cookie: session, ...own() });
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body).meta.message).toBe("این نوع درخواست پذیرفته نمی‌شود.");
  }
  expect(echo.forwarded()).toHaveLength(0);
});

test("passes the browser's address and user agent upstream with the forward secret, never what the browser claims", async () => {
  await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", {
    cookie: session,
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    "x-panel-client-address": "6.6.6.6",
    "x-panel-user-agent": "forged",
    "x-panel-forward-secret": "guessed",
    "x-forwarded-for": "7.7.7.7",
  });
  const [seen] = echo.forwarded();
  expect(seen?.headers["x-panel-client-address"]).toBe("127.0.0.1");
  expect(seen?.headers["x-panel-user-agent"]).toBe(
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  );
  expect(seen?.headers["x-panel-forward-secret"]).toBe(FORWARD_SECRET);
});

test("an upstream that stays silent ends the call with 504 in the envelope after UPSTREAM_TIMEOUT_MS", async () => {
  echo.next = { status: 200, silent: true };
  const started = Date.now();
  const res = await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: session });
  expect(res.status).toBe(504);
  expect(JSON.parse(res.body).meta).toMatchObject({ status: false, message: "خطا در ارسال اطلاعات" });
  expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
});

test("one session holds at most 32 calls in flight: more answer 429 at once, and another session still gets through", async () => {
  echo.next = { status: 200, silent: true };
  const other = await sealedSession({
    token: "another-session-token",
    expiresAt: Date.now() + 3_600_000,
    user: { user_name: "other", name: null, user_id: 2 },
  });
  const calls = Array.from({ length: 40 }, () =>
    rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: session }),
  );
  const refused = await Promise.race([
    Promise.all(calls),
    new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS / 2, null)),
  ]);
  expect(refused).toBeNull();
  const otherCall = rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: other });
  const statuses = (await Promise.all(calls)).map((r) => r.status);
  expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  expect(statuses.filter((s) => s === 504)).toHaveLength(32);
  expect((await otherCall).status).toBe(504);
  expect(echo.forwarded().filter((r) => r.headers.authorization === "another-session-token")).toHaveLength(1);
});

for (const path of [
  "/api/v1/api/%2e%2e/%2e%2e/admin",
  "/api/v1/api/..%2f..%2fadmin",
  "/api/v1/api/%252e%252e/admin",
  "/api/v1/api/..\\..\\admin",
  "/api/v1/api/user;/admin",
  "/api/v1/api//admin",
  "/api/v1/api/user/./show",
  "/api/v1/api/user/%2fadmin",
]) {
  test(`refuses the path escape ${path}`, async () => {
    const res = await rawRequest(panel.url, "GET", path, { cookie: session });
    expect(res.status).toBe(404);
    expect(echo.forwarded()).toHaveLength(0);
  });
}

const crossSite: Array<[string, Record<string, string>, string | undefined]> = [
  [
    "JSON from another origin",
    { origin: "https://evil.example", "content-type": "application/json", "x-panel-request": "1" },
    "{}",
  ],
  ["text/plain without the panel header", { origin: "https://evil.example", "content-type": "text/plain" }, "{}"],
  ["a form post", { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" }, "a=1"],
  ["a body-less post", { "sec-fetch-site": "cross-site" }, undefined],
  ["a same-origin post without the panel header", { origin: "", "content-type": "application/json" }, "{}"],
];
for (const [name, headers, body] of crossSite) {
  test(`refuses a cross-site mutation: ${name}`, async () => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
    const res = await rawRequest(panel.url, "POST", "/api/v1/api/user/draft", { ...clean, cookie: session }, body);
    expect(res.status).toBe(403);
    const auth = await rawRequest(
      panel.url,
      "POST",
      "/api/v1/api/acl/auth/logout",
      { ...clean, cookie: session },
      body,
    );
    expect(auth.status).toBe(403);
    expect(echo.forwarded()).toHaveLength(0);
  });
}

test("a 401 from the upstream ends the session", async () => {
  echo.next = {
    status: 401,
    body: { data: null, meta: { status: false, message: "اطلاعات وارد شده صحیح نمی باشد", message_code: "400-1" } },
  };
  const res = await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: session });
  expect(res.status).toBe(401);
  const cleared = String(res.headers["set-cookie"] ?? "");
  expect(cleared).toContain(`${COOKIE}=;`);
  expect(cleared).toMatch(/Max-Age=0/i);
});

test("tampered and expired session cookies are refused without reaching the upstream", async () => {
  const tampered = session.slice(0, -4) + (session.endsWith("AAAA") ? "BBBB" : "AAAA");
  expect((await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: tampered })).status).toBe(
    401,
  );
  const expired = await sealedSession({ token: ECHO_TOKEN, expiresAt: Date.now() - 1000 });
  expect((await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: expired })).status).toBe(401);
  const forged = `${COOKIE}=${await sealData({ token: ECHO_TOKEN, expiresAt: Date.now() + 60_000 }, { password: "another-secret-that-is-also-long-enough-012345", ttl: 3600 })}`;
  expect((await rawRequest(panel.url, "GET", "/api/v1/api/payment/credit/mine", { cookie: forged })).status).toBe(401);
  expect(echo.forwarded()).toHaveLength(0);
});

test("x-middleware-subrequest does not skip the sign-in redirect", async () => {
  const res = await rawRequest(panel.url, "GET", "/dashboard", {
    "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
  });
  expect(res.status).toBe(307);
  expect(res.headers.location).toContain("/login?next=%2Fdashboard");
});

for (const next of [
  "//evil.example",
  "https:evil.example",
  "/\\evil.example",
  "https://evil.example/x",
  "/%2F%2Fevil.example",
]) {
  test(`a signed-in visitor is never sent off-site by next=${next}`, async () => {
    const res = await rawRequest(panel.url, "GET", `/login?next=${encodeURIComponent(next)}`, { cookie: session });
    expect(res.status).toBe(307);
    expect(new URL(String(res.headers.location), panel.url).origin).toBe(new URL(panel.url).origin);
    expect(String(res.headers.location)).toMatch(/\/dashboard$/);
  });
}

test("pages carry the security headers and a nonce-based CSP", async () => {
  const res = await rawRequest(panel.url, "GET", "/login");
  expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBeTruthy();
  expect(res.headers["strict-transport-security"]).toBeTruthy();
});
