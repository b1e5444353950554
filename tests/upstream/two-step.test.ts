import { totpCode } from "@/upstream/auth/totp";
import { api, devAccount, INVALID_TOKEN_META, latestCode, login, otherCode, outboxOf } from "./support/client";

const confirm = (token: string, otp: string) => api("acl/auth/confirm_otp", { body: { token, otp } });
/** The lock's words, fifteen minutes from the try that locked it. */
const LOCKED = "کد تأیید چند بار اشتباه وارد شد. برای امنیت حساب، تا ۱۵ دقیقه دیگر دوباره تلاش کنید.";

describe("two-step login by SMS", () => {
  it("answers method sms with a temporary token, texts a code, and confirm_otp gives the final token", async () => {
    const account = await devAccount({ two_step: "sms" });
    const first = await login(account.username, account.password);
    expect(first.status).toBe(200);
    expect(first.body.data.method).toBe("sms");
    const temporary = first.body.data.token;

    // The temporary token opens nothing.
    expect((await api("acl/auth/check_token", { method: "POST", token: temporary })).status).toBe(401);

    const [sms] = await outboxOf(account.mobile);
    expect(sms!.to).toBe(account.mobile);
    expect(sms!.message).toMatch(/کد ورود/);
    const code = await latestCode(account.mobile);

    const done = await confirm(temporary, code);
    expect(done.status).toBe(200);
    expect(done.body.data.method).toBe("login");
    expect(done.body.data.token).not.toBe(temporary);
    const check = await api("acl/auth/check_token", { method: "POST", token: done.body.data.token });
    expect(check.body.data.user_name).toBe(account.username);

    // Used up: neither the code nor the temporary token works again.
    expect((await confirm(temporary, code)).status).toBe(401);
  });

  it("takes Persian digits in the code", async () => {
    const account = await devAccount({ two_step: "sms" });
    const { token } = (await login(account.username, account.password)).body.data;
    const code = await latestCode(account.mobile);
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    expect((await confirm(token, persian)).status).toBe(200);
  });

  it("refuses a wrong code with Edge's 401 and still accepts the right one after it", async () => {
    const account = await devAccount({ two_step: "sms" });
    const { token } = (await login(account.username, account.password)).body.data;
    const code = await latestCode(account.mobile);
    const wrong = await confirm(token, otherCode(code));
    expect(wrong.status).toBe(401);
    expect(wrong.body.meta).toMatchObject(INVALID_TOKEN_META);
    expect((await confirm(token, code)).status).toBe(200);
  });

  it("locks the sign-in flow after five wrong codes across two sign-ins: the sixth try, and even the right code, get 429 with the wait", async () => {
    const account = await devAccount({ two_step: "sms" });
    const first = (await login(account.username, account.password)).body.data.token;
    const code = await latestCode(account.mobile);
    for (let i = 0; i < 3; i++)
      expect((await confirm(first, otherCode(code))).body.meta).toMatchObject(INVALID_TOKEN_META);

    // A new sign-in gives no fresh allowance: the count is the account's, whatever the code or token.
    const second = (await login(account.username, account.password)).body.data.token;
    expect((await confirm(second, otherCode(code))).status).toBe(401);
    const fifth = await confirm(second, otherCode(code));
    expect(fifth.status).toBe(401);
    expect(fifth.body.meta.message).toBe(LOCKED);

    const sixth = await confirm(second, otherCode(code));
    expect(sixth.status).toBe(429);
    expect(sixth.body.meta).toMatchObject({ status: false, message_code: "429-1", message: LOCKED });
    const right = await confirm(first, code);
    expect(right.status).toBe(429);
    expect(right.body.meta.message).toBe(LOCKED);

    // Signing in again meanwhile says so too, without another SMS.
    const smsBefore = (await outboxOf(account.mobile)).length;
    const again = await login(account.username, account.password);
    expect(again.status).toBe(429);
    expect(again.body.meta.message).toBe(LOCKED);
    expect(await outboxOf(account.mobile)).toHaveLength(smsBefore);
  });

  it("decides parallel wrong codes one at a time: ten at once, at most five are judged", async () => {
    const account = await devAccount({ two_step: "sms" });
    const { token } = (await login(account.username, account.password)).body.data;
    const code = await latestCode(account.mobile);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(token, otherCode(code))));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect((await confirm(token, code)).status).toBe(429);
  });

  it("a second sign-in within the resend wait sends no SMS, and the code sent first signs in with the second token", async () => {
    const account = await devAccount({ two_step: "sms" });
    const first = await login(account.username, account.password);
    const code = await latestCode(account.mobile);
    const second = await login(account.username, account.password);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ method: "sms", token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(second.body.data.token).not.toBe(first.body.data.token);
    expect(await outboxOf(account.mobile)).toHaveLength(1);

    const done = await confirm(second.body.data.token, code);
    expect(done.status).toBe(200);
    expect(done.body.data.method).toBe("login");
    // Used once: the first token cannot use it again.
    expect((await confirm(first.body.data.token, code)).status).toBe(401);
  });

  it("refuses send_sms_otp right after the first code (one SMS per 60 s per account), saying how long to wait", async () => {
    const account = await devAccount({ two_step: "sms" });
    const { token } = (await login(account.username, account.password)).body.data;
    const again = await api("acl/auth/send_sms_otp", { body: { token } });
    expect(again.status).toBe(429);
    expect(again.body.meta).toMatchObject({ status: false, message_code: "429-1" });
    expect(again.body.meta.message).toMatch(
      /^کد تأیید به‌تازگی ارسال شده است. تا [۰-۹]+ ثانیه دیگر دوباره درخواست کنید.$/,
    );
    expect(await outboxOf(account.mobile)).toHaveLength(1);
  });

  it("answers send_sms_otp and confirm_otp with 401 for an unknown token, and 422 for a missing code", async () => {
    const unknown = "f".repeat(64);
    expect((await api("acl/auth/send_sms_otp", { body: { token: unknown } })).status).toBe(401);
    expect((await confirm(unknown, "123456")).body.meta).toMatchObject(INVALID_TOKEN_META);
    const missing = await api("acl/auth/confirm_otp", { body: { token: unknown } });
    expect(missing.status).toBe(422);
    expect(missing.body.meta.errors.otp).toEqual(["کد تأیید را وارد کنید"]);
    const short = await confirm(unknown, "12");
    expect(short.body.meta.errors.otp).toEqual(["کد تأیید باید ۶ رقم باشد"]);
  });

  it("signs the seeded demo2fa in by SMS to its mobile", async () => {
    const first = await login("demo2fa", "Demo@12345");
    expect(first.body.data.method).toBe("sms");
    const code = await latestCode("989121234568");
    const done = await confirm(first.body.data.token, code);
    expect(done.status).toBe(200);
    const check = await api("acl/auth/check_token", { method: "POST", token: done.body.data.token });
    expect(check.body.data).toMatchObject({ user_name: "demo2fa", name: "مدیر دومرحله‌ای" });
  });
});

describe("two-step login with an authenticator app (ga)", () => {
  it("answers method ga and accepts the current TOTP code once", async () => {
    const account = await devAccount({ two_step: "ga" });
    expect(account.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    const first = await login(account.username, account.password);
    expect(first.body.data.method).toBe("ga");
    expect(await outboxOf(account.mobile)).toHaveLength(0);

    const code = totpCode(account.totp_secret!, new Date());
    expect((await confirm(first.body.data.token, otherCode(code))).status).toBe(401);
    const done = await confirm(first.body.data.token, code);
    expect(done.status).toBe(200);
    expect(done.body.data.method).toBe("login");

    // The same code cannot sign in a second time.
    const second = await login(account.username, account.password);
    expect((await confirm(second.body.data.token, code)).status).toBe(401);
  });

  it("counts wrong authenticator codes toward the same lock as SMS codes", async () => {
    const account = await devAccount({ two_step: "ga" });
    const { token } = (await login(account.username, account.password)).body.data;
    const code = totpCode(account.totp_secret!, new Date());
    for (let i = 0; i < 4; i++)
      expect((await confirm(token, otherCode(code))).body.meta).toMatchObject(INVALID_TOKEN_META);
    expect((await confirm(token, otherCode(code))).body.meta.message).toBe(LOCKED);
    const right = await confirm(token, code);
    expect(right.status).toBe(429);
    expect(right.body.meta.message).toBe(LOCKED);
    // An SMS instead changes nothing while the flow is locked, and sends none.
    const sms = await api("acl/auth/send_sms_otp", { body: { token } });
    expect(sms.status).toBe(429);
    expect(sms.body.meta.message).toBe(LOCKED);
    expect(await outboxOf(account.mobile)).toHaveLength(0);
    expect((await login(account.username, account.password)).status).toBe(429);
  });

  it("falls back to SMS when the user asks for a code by send_sms_otp", async () => {
    const account = await devAccount({ two_step: "ga" });
    const { token } = (await login(account.username, account.password)).body.data;
    const sent = await api("acl/auth/send_sms_otp", { body: { token } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ method: "sms", token });
    expect((await confirm(token, await latestCode(account.mobile))).status).toBe(200);
  });
});
