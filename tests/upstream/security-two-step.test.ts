import { totpCode } from "@/upstream/auth/totp";
import {
  api,
  call,
  devAccount,
  INVALID_TOKEN_META,
  latestCode,
  login,
  otherCode,
  outboxOf,
  sessionToken,
  type DevAccount,
} from "./support/client";

const status = (token: string) => api("user/2fa/status", { token });
const sendCode = (token: string) => api("user/2fa/send_code", { token, body: {} });
const showQr = (token: string) => api("user/2fa/show_qr", { token, body: {} });
const enable = (token: string, method: string, code: string) =>
  api("user/2fa/enable", { token, body: { method, code } });
const disable = (token: string, code: string) => api("user/2fa/disable", { token, body: { code } });
const confirm = (token: string, body: Record<string, string>) =>
  api("acl/auth/confirm_otp", { body: { token, ...body } });
/** The code an app shows `steps` steps of 30 s from now. */
const appCode = (secret: string, steps = 0) => totpCode(secret, new Date(Date.now() + steps * 30_000));
/**
 * Last step's code, which the upstream takes within its window of one step; taken clear of a step's
 * end, so the step cannot turn twice before the upstream checks it. Codes of "now" are fresh after it.
 */
async function lastStepCode(secret: string): Promise<string> {
  const leftOfStep = 30_000 - (Date.now() % 30_000);
  if (leftOfStep < 2_000) await new Promise((resolve) => setTimeout(resolve, leftOfStep + 50));
  return appCode(secret, -1);
}
const RECOVERY = /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/;

/** An account with two-step turned on by SMS from its own session; answers the session and the recovery codes. */
async function withSmsTwoStep(account: DevAccount) {
  const token = await sessionToken(account);
  expect((await sendCode(token)).status).toBe(200);
  const enabled = await enable(token, "sms", await latestCode(account.mobile));
  expect(enabled.status).toBe(200);
  return { token, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

/** An account with two-step turned on by an authenticator with last step's code, so later ones are fresh. */
async function withAppTwoStep(account: DevAccount) {
  const token = await sessionToken(account);
  const { secret } = (await showQr(token)).body.data;
  const enabled = await enable(token, "ga", await lastStepCode(secret));
  expect(enabled.status).toBe(200);
  return { token, secret: secret as string, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

describe("two-step sign-in by SMS", () => {
  it("sends a code to the mobile, turns on with it, answers ten recovery codes once, and sign-in then asks for an SMS code", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    expect((await status(token)).body.data).toEqual({ method: "off", recovery_codes_left: 0, mobile: account.mobile });

    const sent = await sendCode(token);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ mobile: account.mobile, resend_seconds: 60 });
    const [sms] = await outboxOf(account.mobile);
    expect(sms!.message).toMatch(/کد تأیید تنظیم ورود دومرحله‌ای/);

    const enabled = await enable(token, "sms", await latestCode(account.mobile));
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.method).toBe("sms");
    const codes = enabled.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY);
    expect(new Set(codes).size).toBe(10);
    expect((await status(token)).body.data).toMatchObject({ method: "sms", recovery_codes_left: 10 });

    const signIn = await login(account.username, account.password);
    expect(signIn.body.data.method).toBe("sms");
    expect((await confirm(signIn.body.data.token, { otp: await latestCode(account.mobile) })).status).toBe(200);
  });

  it("refuses a wrong code beside the field (never a 401, which would end the session), and locks after five", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    await sendCode(token);
    const code = await latestCode(account.mobile);
    const wrong = await enable(token, "sms", otherCode(code));
    expect(wrong.status).toBe(422);
    expect(wrong.body.meta.errors).toEqual({ code: ["کد تأیید درست نیست"] });
    for (let i = 0; i < 3; i++) expect((await enable(token, "sms", otherCode(code))).status).toBe(422);
    const fifth = await enable(token, "sms", otherCode(code));
    expect(fifth.status).toBe(422);
    expect(fifth.body.meta.errors.code[0]).toMatch(/تا ۱۵ دقیقه دیگر/);
    const locked = await enable(token, "sms", code);
    expect(locked.status).toBe(429);
    // A new code is not sent while locked either.
    expect((await sendCode(token)).status).toBe(429);
    expect((await status(token)).body.data.method).toBe("off");
    expect((await api("acl/auth/check_token", { method: "POST", token })).status).toBe(200);
  });

  it("keeps to the one-time code limits: a second code within the resend wait is refused with the wait", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    expect((await sendCode(token)).status).toBe(200);
    const again = await sendCode(token);
    expect(again.status).toBe(429);
    expect(again.body.meta.message).toMatch(/تا [۰-۹]+ ثانیه دیگر دوباره درخواست کنید/);
    expect(await outboxOf(account.mobile)).toHaveLength(1);
  });

  it("asks for a code sent first, and refuses turning on twice", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const early = await enable(token, "sms", "123456");
    expect(early.status).toBe(422);
    expect(early.body.meta.errors.code).toEqual(["ابتدا کد تأیید را درخواست کنید."]);
    await withSmsTwoStepOn(token, account);
    const twice = await enable(token, "sms", "123456");
    expect(twice.status).toBe(409);
    expect((await showQr(token)).status).toBe(409);
  });

  it("turns off after a new SMS code; recovery codes go with it and sign-in is one step again", async () => {
    const account = await devAccount();
    const { token } = await withSmsTwoStep(account);
    // The code that turned it on is spent: a new one is asked for.
    const unsent = await disable(token, "123456");
    expect(unsent.status).toBe(422);
    expect(unsent.body.meta.errors.code).toEqual(["ابتدا کد تأیید را درخواست کنید."]);
    expect((await sendCode(token)).status).toBe(200);
    const off = await disable(token, await latestCode(account.mobile));
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ method: "off" });
    expect((await status(token)).body.data).toMatchObject({ method: "off", recovery_codes_left: 0 });
    expect((await login(account.username, account.password)).body.data.method).toBe("login");
    expect((await disable(token, "123456")).status).toBe(409);
  });
});

async function withSmsTwoStepOn(token: string, account: DevAccount) {
  await sendCode(token);
  expect((await enable(token, "sms", await latestCode(account.mobile))).status).toBe(200);
}

describe("two-step sign-in by an authenticator app", () => {
  it("shows a pending secret with its otpauth address and an SVG QR code drawn by the upstream", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const answer = await showQr(token);
    expect(answer.status).toBe(200);
    const { secret, otpauth_url: url, qr_svg: svg } = answer.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toContain(`secret=${secret}`);
    expect(decodeURIComponent(url)).toContain(`:${account.username}?`);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<path");
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // Still off until a code confirms it; a second call makes another secret.
    expect((await status(token)).body.data.method).toBe("off");
    expect((await showQr(token)).body.data.secret).not.toBe(secret);
  });

  it("turns on with the app's code for the newest secret only; sign-in then asks for the app's code, good once", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const first = (await showQr(token)).body.data.secret as string;
    const { secret } = (await showQr(token)).body.data;
    const stale = await enable(token, "ga", appCode(first));
    expect(stale.status).toBe(422);
    expect(stale.body.meta.errors.code).toEqual(["کد تأیید درست نیست"]);
    const used = await lastStepCode(secret);
    const enabled = await enable(token, "ga", used);
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recovery_codes).toHaveLength(10);
    expect((await status(token)).body.data).toMatchObject({ method: "ga", recovery_codes_left: 10 });
    expect(await outboxOf(account.mobile)).toHaveLength(0);

    const signIn = await login(account.username, account.password);
    expect(signIn.body.data.method).toBe("ga");
    // The code that turned it on was used: it does not sign in.
    expect((await confirm(signIn.body.data.token, { otp: used })).status).toBe(401);
    const code = appCode(secret);
    expect((await confirm(signIn.body.data.token, { otp: code })).status).toBe(200);
    const again = await login(account.username, account.password);
    expect((await confirm(again.body.data.token, { otp: code })).status).toBe(401);
  });

  it("asks for the QR code first", async () => {
    const token = await sessionToken(await devAccount());
    const answer = await enable(token, "ga", "123456");
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.code[0]).toMatch(/ابتدا کد QR را بگیرید/);
  });

  it("turns off with the app's code, or with an SMS code for a user whose phone with the app is gone", async () => {
    const account = await devAccount();
    const { token, secret } = await withAppTwoStep(account);
    const wrong = await disable(token, otherCode(appCode(secret)));
    expect(wrong.status).toBe(422);
    expect(wrong.body.meta.errors.code).toEqual(["کد تأیید درست نیست"]);
    expect((await disable(token, appCode(secret))).status).toBe(200);
    expect((await status(token)).body.data.method).toBe("off");

    const second = await devAccount();
    const app = await withAppTwoStep(second);
    expect((await sendCode(app.token)).status).toBe(200);
    expect((await disable(app.token, await latestCode(second.mobile))).status).toBe(200);
    expect((await login(second.username, second.password)).body.data.method).toBe("login");
  });
});

describe("recovery codes at sign-in", () => {
  it("sign in once each in place of the code, in any case and without the hyphen; a used one is refused", async () => {
    const account = await devAccount();
    const { token, recoveryCodes } = await withAppTwoStep(account);
    const [first, second] = recoveryCodes as [string, string];

    const signIn = (await login(account.username, account.password)).body.data.token;
    const done = await confirm(signIn, { recovery_code: first });
    expect(done.status).toBe(200);
    expect(done.body.data.method).toBe("login");
    expect((await status(token)).body.data.recovery_codes_left).toBe(9);

    const replay = (await login(account.username, account.password)).body.data.token;
    expect((await confirm(replay, { recovery_code: first })).body.meta).toMatchObject(INVALID_TOKEN_META);
    const typed = ` ${second.replace("-", "").toUpperCase()} `;
    expect((await confirm(replay, { recovery_code: typed })).status).toBe(200);
  });

  it("count a wrong one against the sign-in flow like a wrong code: the fifth locks it", async () => {
    const account = await devAccount();
    const { recoveryCodes } = await withSmsTwoStep(account);
    const signIn = (await login(account.username, account.password)).body.data.token;
    for (let i = 0; i < 4; i++) expect((await confirm(signIn, { recovery_code: "aaaaa-aaaaa" })).status).toBe(401);
    expect((await confirm(signIn, { recovery_code: "aaaaa-aaaaa" })).body.meta.message).toMatch(/تا ۱۵ دقیقه دیگر/);
    expect((await confirm(signIn, { recovery_code: recoveryCodes[0]! })).status).toBe(429);
  });

  it("refuse a malformed code beside its field; without a code or a recovery code the code is asked for", async () => {
    const account = await devAccount();
    await withSmsTwoStep(account);
    const signIn = (await login(account.username, account.password)).body.data.token;
    const malformed = await confirm(signIn, { recovery_code: "abc" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.meta.errors.recovery_code).toEqual(["کد بازیابی ۱۰ نویسه است، مانند k7m2p-x9q4t"]);
    const neither = await api("acl/auth/confirm_otp", { body: { token: signIn } });
    expect(neither.body.meta.errors.otp).toEqual(["کد تأیید را وارد کنید"]);
  });
});

describe("two-step and support staff's entry", () => {
  it("may read the setting but not send codes, show a QR code, turn it on or off", async () => {
    const account = await devAccount();
    const { token } = await withSmsTwoStep(account);
    const support = (await call("/__dev/impersonate", { body: { username: account.username } })).body.data.token;
    expect((await status(support)).body.data.method).toBe("sms");
    for (const answer of [
      await sendCode(support),
      await showQr(support),
      await enable(support, "ga", "123456"),
      await disable(support, "123456"),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.meta.message).toMatch(/ورود پشتیبان/);
    }
    expect((await status(token)).body.data.method).toBe("sms");
  });
});
