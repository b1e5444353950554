import { call, devAccount, latestCode, login, sessionToken } from "./support/client";

/**
 * Expiry, against the second upstream of the global setup, whose clocks are shortened through its
 * environment (TOKEN_TTL_SECONDS 3, OTP_TTL_SECONDS 2, OTP_RESEND_SECONDS 1); the defaults stay
 * 10 h, 120 s and 60 s.
 */
const base = process.env.UPSTREAM_SHORT_CLOCK_URL!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const checkToken = (token: string) => call("/v1/api/acl/auth/check_token", { method: "POST", token, base });
const confirm = (token: string, otp: string) => call("/v1/api/acl/auth/confirm_otp", { body: { token, otp }, base });

describe("expiry", () => {
  it("a final token stops working when its time is up", async () => {
    const token = await sessionToken(await devAccount({}, base), base);
    expect((await checkToken(token)).status).toBe(200);
    await sleep(3200);
    const expired = await checkToken(token);
    expect(expired.status).toBe(401);
    expect(expired.body.meta.message_code).toBe("400-1");
  });

  it("an SMS code expires; a resend after the wait brings a fresh one that works", async () => {
    const account = await devAccount({ two_step: "sms" }, base);
    const { token } = (await login(account.username, account.password, base)).body.data;
    const first = await latestCode(account.mobile, base);
    await sleep(2200);
    const late = await confirm(token, first);
    expect(late.status).toBe(401);
    expect(late.body.meta.message).toBe("زمان کد تأیید به پایان رسیده است. کد جدید درخواست کنید.");

    const resent = await call("/v1/api/acl/auth/send_sms_otp", { body: { token }, base });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ method: "sms", token });
    // Straight away again: too soon.
    expect((await call("/v1/api/acl/auth/send_sms_otp", { body: { token }, base })).status).toBe(429);

    const fresh = await latestCode(account.mobile, base);
    const done = await confirm(token, fresh);
    expect(done.status).toBe(200);
    expect((await checkToken(done.body.data.token)).status).toBe(200);
  });

  it("the login settings report the shortened resend wait", async () => {
    const answer = await call("/v1/api/acl/auth/login_setting", { base });
    expect(answer.body.data.otp_resend_seconds).toBe(1);
  });
});
