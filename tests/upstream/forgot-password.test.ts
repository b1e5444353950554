import { api, devAccount, INVALID_TOKEN_META, latestCode, login, otherCode, outboxOf, randomMobile, sessionToken } from "./support/client";

describe("forgotten password", () => {
  it("resets the password by SMS code and ends every earlier session", async () => {
    const account = await devAccount();
    const oldSession = await sessionToken(account);

    // The mobile may be written in any accepted form.
    const local = `0${account.mobile.slice(2)}`;
    const asked = await api("acl/auth/forgot_password", { body: { username: account.username, mobile: local } });
    expect(asked.status).toBe(200);
    const { token } = asked.body.data;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [sms] = await outboxOf(account.mobile);
    expect(sms!.message).toMatch(/بازیابی رمز عبور/);
    const code = await latestCode(account.mobile);

    const wrong = await api("acl/auth/forgot_password_check_otp", { body: { token, otp: otherCode(code) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.meta).toMatchObject(INVALID_TOKEN_META);

    // Checking the code does not use it up.
    for (let i = 0; i < 2; i++) {
      const checked = await api("acl/auth/forgot_password_check_otp", { body: { token, otp: code } });
      expect(checked.status).toBe(200);
      expect(checked.body.data).toBeNull();
    }

    const weak = await api("acl/auth/change_password_by_token", { body: { token, otp: code, password: "short" } });
    expect(weak.status).toBe(422);
    expect(weak.body.meta.errors.password).toContain("رمز عبور باید دست‌کم ۸ کاراکتر باشد");

    const changed = await api("acl/auth/change_password_by_token", { body: { token, otp: code, password: "Fresh@Pass9" } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toBeNull();

    expect((await api("acl/auth/check_token", { method: "POST", token: oldSession })).status).toBe(401);
    expect((await login(account.username, account.password)).status).toBe(422);
    expect((await login(account.username, "Fresh@Pass9")).status).toBe(200);

    // The code and its token are spent.
    const again = await api("acl/auth/change_password_by_token", { body: { token, otp: code, password: "Other@Pass9" } });
    expect(again.status).toBe(401);
  });

  it("answers the same shape for a pair that is no account's, and sends no SMS", async () => {
    const account = await devAccount();
    const strangerMobile = randomMobile();
    const answer = await api("acl/auth/forgot_password", { body: { username: account.username, mobile: strangerMobile } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await outboxOf(strangerMobile)).toHaveLength(0);
    expect(await outboxOf(account.mobile)).toHaveLength(0);

    const unknown = await api("acl/auth/forgot_password", { body: { username: `nobody-${Date.now()}`, mobile: account.mobile } });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.data)).toEqual(["token"]);
    expect(await outboxOf(account.mobile)).toHaveLength(0);

    // That token leads nowhere.
    const check = await api("acl/auth/forgot_password_check_otp", { body: { token: answer.body.data.token, otp: "123456" } });
    expect(check.status).toBe(401);
  });

  it("spaces requests for one pair 60 s apart, whether or not the pair is an account's", async () => {
    const account = await devAccount();
    const real = { username: account.username, mobile: account.mobile };
    const stranger = { username: `nobody-${Date.now()}`, mobile: randomMobile() };
    for (const body of [real, stranger]) {
      expect((await api("acl/auth/forgot_password", { body })).status).toBe(200);
      const again = await api("acl/auth/forgot_password", { body });
      expect(again.status).toBe(429);
      expect(again.body.meta.message_code).toBe("429-1");
    }
    expect(await outboxOf(account.mobile)).toHaveLength(1);
  });

  it("validates the mobile in Persian", async () => {
    const answer = await api("acl/auth/forgot_password", { body: { username: "demo", mobile: "0912" } });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.mobile).toEqual(["شماره موبایل معتبر نیست"]);
  });
});
