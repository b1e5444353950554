import { call, devAccount, latestCode, login, outboxOf } from "./support/client";

/**
 * The one-time code limits that need the clock to move, against the short-clock upstream of the
 * global setup (OTP_TTL_SECONDS 2, OTP_RESEND_SECONDS 1): a new code once per resend wait, five an
 * hour per account and flow, the newest code the one that counts.
 */
const base = process.env.UPSTREAM_SHORT_CLOCK_URL!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RESEND_MS = 1100;
const confirm = (token: string, otp: string) => call("/v1/api/acl/auth/confirm_otp", { body: { token, otp }, base });
const smsCount = async (mobile: string) => (await outboxOf(mobile, base)).length;

describe("one-time code limits", () => {
  it("sends at most five codes an hour per account and flow; a sign-in past them sends nothing, and asking again says how long to wait", async () => {
    const account = await devAccount({ two_step: "sms" }, base);
    expect((await login(account.username, account.password, base)).status).toBe(200);
    expect(await smsCount(account.mobile)).toBe(1);
    // Within the resend wait: no new SMS.
    expect((await login(account.username, account.password, base)).status).toBe(200);
    expect(await smsCount(account.mobile)).toBe(1);

    for (let sent = 2; sent <= 5; sent++) {
      await sleep(RESEND_MS);
      expect((await login(account.username, account.password, base)).status).toBe(200);
      expect(await smsCount(account.mobile)).toBe(sent);
    }

    await sleep(RESEND_MS);
    const sixth = await login(account.username, account.password, base);
    expect(sixth.status).toBe(200);
    expect(sixth.body.data.method).toBe("sms");
    const asked = await call("/v1/api/acl/auth/send_sms_otp", { body: { token: sixth.body.data.token }, base });
    expect(asked.status).toBe(429);
    expect(asked.body.meta.message_code).toBe("429-1");
    expect(asked.body.meta.message).toMatch(
      /^در یک ساعت گذشته کدهای زیادی برای این حساب فرستاده شد. تا [۰-۹]+ دقیقه دیگر دوباره درخواست کنید.$/,
    );
    expect(await smsCount(account.mobile)).toBe(5);

    // The password-reset flow has limits of its own.
    const reset = await call("/v1/api/acl/auth/forgot_password", {
      body: { username: account.username, mobile: account.mobile },
      base,
    });
    expect(reset.status).toBe(200);
    expect(await smsCount(account.mobile)).toBe(6);
    expect((await outboxOf(account.mobile, base))[0]!.message).toMatch(/بازیابی رمز عبور/);
  });

  it("after the resend wait a sign-in sends a fresh code, and only the newest one counts", async () => {
    const account = await devAccount({ two_step: "sms" }, base);
    const first = (await login(account.username, account.password, base)).body.data.token;
    const older = await latestCode(account.mobile, base);
    await sleep(RESEND_MS);
    const second = (await login(account.username, account.password, base)).body.data.token;
    const newer = await latestCode(account.mobile, base);
    expect(await smsCount(account.mobile)).toBe(2);
    if (older !== newer) expect((await confirm(second, older)).status).toBe(401);
    const done = await confirm(first, newer);
    expect(done.status).toBe(200);
    expect(done.body.data.method).toBe("login");
  });
});
