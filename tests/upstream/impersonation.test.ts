import { api, call, devAccount, INVALID_TOKEN_META } from "./support/client";

/** Support staff's entry into an account, as `POST /__dev/impersonate` mints it (the entry window is 120 s here). */
const impersonate = (username: string, ageSeconds?: number) =>
  call("/__dev/impersonate", { body: { username, ...(ageSeconds === undefined ? {} : { age_seconds: ageSeconds }) } });
const checkToken = (token: string) => api("acl/auth/check_token", { method: "POST", token });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REFUSED = { data: null, meta: { ...INVALID_TOKEN_META, message_parameters: [], errors: {} } };

describe("impersonation tokens", () => {
  it("work as a session token when first used at once, on every call, and are recorded with the account and time", async () => {
    const account = await devAccount({ credit: 1000 });
    const before = Date.now();
    const minted = await impersonate(account.username);
    expect(minted.status).toBe(200);
    const { token, impersonation } = minted.body.data;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(impersonation).toEqual({
      id: expect.any(Number),
      user_id: account.user_id,
      created_at: expect.any(String),
      enter_by: expect.any(String),
    });
    const created = Date.parse(impersonation.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(impersonation.enter_by) - created).toBe(120_000);

    const check = await checkToken(token);
    expect(check.status).toBe(200);
    expect(check.body.data.user_id).toBe(account.user_id);
    const credit = await api("payment/credit/mine", { token });
    expect(credit.status).toBe(200);
    expect(Number(credit.body.data.credit)).toBe(1000);
  });

  it("a token first used after the entry window is refused like an unknown token, from then on", async () => {
    const account = await devAccount();
    const { token } = (await impersonate(account.username, 121)).body.data;
    const late = await checkToken(token);
    expect(late.status).toBe(401);
    expect(late.body).toEqual(REFUSED);
    expect((await api("payment/credit/mine", { token })).body).toEqual(REFUSED);
    expect((await checkToken(token)).status).toBe(401);
  });

  it("a token entered in time keeps working after the window has passed", async () => {
    const account = await devAccount();
    // Made 118 s ago: two seconds of its window are left.
    const { token } = (await impersonate(account.username, 118)).body.data;
    expect((await checkToken(token)).status).toBe(200);
    await sleep(2500);
    expect((await checkToken(token)).status).toBe(200);
    expect((await api("payment/credit/mine", { token })).status).toBe(200);
  });

  it("logout ends it", async () => {
    const account = await devAccount();
    const { token } = (await impersonate(account.username, 0)).body.data;
    expect((await checkToken(token)).status).toBe(200);
    expect((await api("acl/auth/logout", { method: "POST", token })).status).toBe(200);
    expect((await checkToken(token)).status).toBe(401);
  });

  it("lives a session's time counted from when it was made (the short-clock upstream: 3 s)", async () => {
    const base = process.env.UPSTREAM_SHORT_CLOCK_URL!;
    const account = await devAccount({}, base);
    const minted = await call("/__dev/impersonate", { body: { username: account.username, age_seconds: 1 }, base });
    const { token } = minted.body.data;
    expect((await call("/v1/api/acl/auth/check_token", { method: "POST", token, base })).status).toBe(200);
    await sleep(2200);
    expect((await call("/v1/api/acl/auth/check_token", { method: "POST", token, base })).status).toBe(401);
  });

  it("refuses an age outside 0..3600 seconds and an unknown user", async () => {
    const account = await devAccount();
    expect((await impersonate(account.username, 3601)).status).toBe(422);
    expect((await impersonate(account.username, -1)).status).toBe(422);
    expect((await impersonate("no-such-user-here")).status).toBe(404);
  });
});
