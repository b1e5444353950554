import { api, call, devAccount, INVALID_TOKEN_META, sessionToken } from "./support/client";

describe("tokens on protected routes", () => {
  it("check_token answers Edge's user fields, and the account's plan (null without one)", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const answer = await api("acl/auth/check_token", { method: "POST", token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      user_name: account.username,
      user_id: account.user_id,
      name: "کاربر آزمایشی",
      document_block: false,
      is_reseller: false,
      send_block: false,
      plan: {
        acl_role_id: expect.any(Number),
        acl_role_name: "پنل سازمانی",
        expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        services: ["secretaries", "code_readers", "api_keys", "colleagues", "business_sends", "dedicated_lines"],
      },
    });
    const planless = await sessionToken(await devAccount({ plan: "none" }));
    expect((await api("acl/auth/check_token", { method: "POST", token: planless })).body.data.plan).toBeNull();
  });

  it.each([
    ["no Authorization header", undefined],
    ["an unknown token", "0".repeat(64)],
    ["a Bearer prefix", "Bearer abc"],
  ])("answers %s with Edge's 401 envelope", async (_label, token) => {
    const answer = await api("payment/credit/mine", { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ data: null, meta: { ...INVALID_TOKEN_META, message_parameters: [], errors: {} } });
  });

  it("logout revokes the token for good, and only that token", async () => {
    const account = await devAccount();
    const [token, other] = [await sessionToken(account), await sessionToken(account)];
    const out = await api("acl/auth/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect(out.body.data).toBeNull();
    expect((await api("acl/auth/check_token", { method: "POST", token })).status).toBe(401);
    expect((await api("payment/credit/mine", { token })).status).toBe(401);
    expect((await api("acl/auth/logout", { method: "POST", token })).status).toBe(401);
    expect((await api("acl/auth/check_token", { method: "POST", token: other })).status).toBe(200);
  });

  it("the impersonation route mints a final token for a user", async () => {
    const account = await devAccount();
    const minted = await call("/__dev/impersonate", { body: { username: account.username } });
    expect(minted.status).toBe(200);
    const check = await api("acl/auth/check_token", { method: "POST", token: minted.body.data.token });
    expect(check.body.data.user_id).toBe(account.user_id);
    expect((await call("/__dev/impersonate", { body: { username: "no-such-user-here" } })).status).toBe(404);
  });
});

describe("login settings", () => {
  it("are public and tell the code's length and resend wait", async () => {
    const answer = await api("acl/auth/login_setting");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      register_enabled: true,
      forgot_password_enabled: true,
      otp_length: 6,
      otp_resend_seconds: 60,
    });
  });
});
