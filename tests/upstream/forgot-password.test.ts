import {
  api,
  devAccount,
  INVALID_TOKEN_META,
  latestCode,
  login,
  otherCode,
  outboxOf,
  randomMobile,
  sessionToken,
} from "./support/client";

/** The lock's words, fifteen minutes from the try that locked it. */
const LOCKED = "کد تأیید چند بار اشتباه وارد شد. برای امنیت حساب، تا ۱۵ دقیقه دیگر دوباره تلاش کنید.";

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

    const changed = await api("acl/auth/change_password_by_token", {
      body: { token, otp: code, password: "Fresh@Pass9" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toBeNull();

    expect((await api("acl/auth/check_token", { method: "POST", token: oldSession })).status).toBe(401);
    expect((await login(account.username, account.password)).status).toBe(422);
    expect((await login(account.username, "Fresh@Pass9")).status).toBe(200);

    // The code and its token are spent.
    const again = await api("acl/auth/change_password_by_token", {
      body: { token, otp: code, password: "Other@Pass9" },
    });
    expect(again.status).toBe(401);
  });

  it("answers the same shape for a pair that is no account's, and sends no SMS", async () => {
    const account = await devAccount();
    const strangerMobile = randomMobile();
    const answer = await api("acl/auth/forgot_password", {
      body: { username: account.username, mobile: strangerMobile },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await outboxOf(strangerMobile)).toHaveLength(0);
    expect(await outboxOf(account.mobile)).toHaveLength(0);

    const unknown = await api("acl/auth/forgot_password", {
      body: { username: `nobody-${Date.now()}`, mobile: account.mobile },
    });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.data)).toEqual(["token"]);
    expect(await outboxOf(account.mobile)).toHaveLength(0);

    // That token leads nowhere.
    const check = await api("acl/auth/forgot_password_check_otp", {
      body: { token: answer.body.data.token, otp: "123456" },
    });
    expect(check.status).toBe(401);
  });

  it("a second request within the resend wait sends no SMS; the code sent first works with the new token", async () => {
    const account = await devAccount();
    const real = { username: account.username, mobile: account.mobile };
    const first = await api("acl/auth/forgot_password", { body: real });
    const code = await latestCode(account.mobile);
    const second = await api("acl/auth/forgot_password", { body: real });
    expect(second.status).toBe(200);
    expect(Object.keys(second.body.data)).toEqual(["token"]);
    expect(second.body.data.token).not.toBe(first.body.data.token);
    expect(await outboxOf(account.mobile)).toHaveLength(1);
    expect(
      (await api("acl/auth/forgot_password_check_otp", { body: { token: second.body.data.token, otp: code } })).status,
    ).toBe(200);

    // A pair that is no account's is answered the same way, again and again.
    const stranger = { username: `nobody-${Date.now()}`, mobile: randomMobile() };
    for (let i = 0; i < 2; i++) {
      const answer = await api("acl/auth/forgot_password", { body: stranger });
      expect(answer.status).toBe(200);
      expect(answer.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("locks the reset flow after five wrong codes across two requests: the sixth try, and even the right code, get 429 with the wait", async () => {
    const account = await devAccount();
    const body = { username: account.username, mobile: account.mobile };
    const check = (token: string, otp: string) => api("acl/auth/forgot_password_check_otp", { body: { token, otp } });
    const first = (await api("acl/auth/forgot_password", { body })).body.data.token;
    const code = await latestCode(account.mobile);
    for (let i = 0; i < 3; i++) expect((await check(first, otherCode(code))).status).toBe(401);

    const second = (await api("acl/auth/forgot_password", { body })).body.data.token;
    expect((await check(second, otherCode(code))).status).toBe(401);
    // The fifth counts through the other call of the flow.
    const fifth = await api("acl/auth/change_password_by_token", {
      body: { token: second, otp: otherCode(code), password: "Fresh@Pass9" },
    });
    expect(fifth.status).toBe(401);
    expect(fifth.body.meta.message).toBe(LOCKED);

    const sixth = await check(second, otherCode(code));
    expect(sixth.status).toBe(429);
    expect(sixth.body.meta).toMatchObject({ status: false, message_code: "429-1", message: LOCKED });
    expect((await check(first, code)).status).toBe(429);
    const change = await api("acl/auth/change_password_by_token", {
      body: { token: first, otp: code, password: "Fresh@Pass9" },
    });
    expect(change.status).toBe(429);
    expect(change.body.meta.message).toBe(LOCKED);
    expect((await login(account.username, "Fresh@Pass9")).status).toBe(422);

    // The sign-in flow is another flow: the account still signs in.
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it("validates the mobile in Persian", async () => {
    const answer = await api("acl/auth/forgot_password", { body: { username: "demo", mobile: "0912" } });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.mobile).toEqual(["شماره موبایل معتبر نیست"]);
  });
});
