import {
  codeOfferResponseSchema,
  PHONE_CHANGE_MESSAGES,
  phoneChangeStatusResponseSchema,
} from "@/lib/contract/phone-change";
import {
  api,
  call,
  devAccount,
  latestCode,
  otherCode,
  outboxOf,
  randomMobile,
  sessionToken,
  type DevAccount,
} from "./support/client";

/**
 * Changing the account's mobile (spec §4): a code to the current number, the new number, a code to
 * it, then the expert's review; each step only in its turn, codes within the one-time code limits,
 * and the mobile itself changed only by an approval.
 */

interface Owner {
  account: DevAccount;
  token: string;
}

async function owner(): Promise<Owner> {
  const account = await devAccount();
  return { account, token: await sessionToken(account) };
}

const step = (o: Owner, path: string, body?: unknown) =>
  api(`user/change_mobile/${path}`, { token: o.token, method: "POST", body: body ?? {} });
const status = async (o: Owner) => {
  const answer = await api("user/change_mobile/status", { token: o.token });
  expect(answer.status).toBe(200);
  return answer.body.data as {
    mobile: string;
    request: null | { state: string; new_mobile: string | null; reason: string | null; submitted_at: string | null };
  };
};
const review = (username: string, decision: "approve" | "reject", reason?: string) =>
  call("/__dev/phone-changes/review", { body: { username, decision, ...(reason ? { reason } : {}) } });
const e164 = (msisdn: string) => `+${msisdn}`;

/** Steps 1 and 2 done: the current number confirmed, a code sent to `newMobile`. */
async function upToNewCode(o: Owner, newMobile: string): Promise<void> {
  expect((await step(o, "request_change_otp")).status).toBe(200);
  expect((await step(o, "check_otp", { otp: await latestCode(o.account.mobile) })).status).toBe(200);
  expect((await step(o, "confirm_new_mobile", { mobile: newMobile })).status).toBe(200);
}

/** All three steps done: the request waits for the expert. */
async function submitted(o: Owner, newMobile: string): Promise<void> {
  await upToNewCode(o, newMobile);
  const done = await step(o, "confirm_change_otp", { otp: await latestCode(newMobile) });
  expect(done.status).toBe(200);
  expect(done.body.data.request.state).toBe("review");
}

/** Whether a password reset for this mobile reaches it: only the account's own mobile gets the code. */
async function resetReaches(account: DevAccount, mobile: string): Promise<boolean> {
  const before = (await outboxOf(mobile)).length;
  await api("acl/auth/forgot_password", { body: { username: account.username, mobile } });
  return (await outboxOf(mobile)).length > before;
}

describe("phone number change", () => {
  it("takes the steps only in their order: nothing about a new number before the current one is confirmed", async () => {
    const o = await owner();
    const newMobile = randomMobile();
    expect(await status(o)).toEqual({ mobile: e164(o.account.mobile), request: null });

    const early = await step(o, "confirm_new_mobile", { mobile: newMobile });
    expect(early.status).toBe(409);
    expect(early.body.meta.message).toBe(PHONE_CHANGE_MESSAGES.confirmCurrentFirst);
    expect(await outboxOf(newMobile)).toEqual([]);
    expect((await step(o, "confirm_change_otp", { otp: "123456" })).status).toBe(409);

    const unasked = await step(o, "check_otp", { otp: "123456" });
    expect(unasked.status).toBe(422);
    expect(unasked.body.meta.errors.otp).toEqual([PHONE_CHANGE_MESSAGES.codeNotRequested]);

    const asked = await step(o, "request_change_otp");
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ sent: true, mobile: e164(o.account.mobile) });
    const [sms] = await outboxOf(o.account.mobile);
    expect(sms!.message).toMatch(/کد تأیید تغییر شمارهٔ موبایل حساب شما: \d{6}/);

    // Asked again at once: no second SMS, and the code already sent still works.
    const again = await step(o, "request_change_otp");
    expect(again.body.data.sent).toBe(false);
    expect(again.body.data.resend_in).toBeGreaterThan(0);
    expect(await outboxOf(o.account.mobile)).toHaveLength(1);

    const confirmed = await step(o, "check_otp", { otp: await latestCode(o.account.mobile) });
    expect(confirmed.status).toBe(200);
    // The answers the panel reads parse with the panel's own schemas.
    expect(phoneChangeStatusResponseSchema.safeParse(confirmed.body).success).toBe(true);
    expect(codeOfferResponseSchema.safeParse(again.body).success).toBe(true);
    expect(confirmed.body.data.request).toMatchObject({ state: "current_confirmed", new_mobile: null });
    expect((await step(o, "confirm_change_otp", { otp: "123456" })).body.meta.message).toBe(
      PHONE_CHANGE_MESSAGES.newMobileFirst,
    );
  });

  it("refuses a new number that breaks the mobile rule or is the current one, beside the field", async () => {
    const o = await owner();
    expect((await step(o, "request_change_otp")).status).toBe(200);
    expect((await step(o, "check_otp", { otp: await latestCode(o.account.mobile) })).status).toBe(200);

    const wrong = await step(o, "confirm_new_mobile", { mobile: "09551234567" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.meta.errors.mobile).toEqual(["شماره موبایل معتبر نیست"]);
    const same = await step(o, "confirm_new_mobile", { mobile: `0${o.account.mobile.slice(2)}` });
    expect(same.status).toBe(422);
    expect(same.body.meta.errors.mobile).toEqual([PHONE_CHANGE_MESSAGES.sameAsCurrent]);

    // Persian digits are read as the rule says.
    const persian =
      "۰۹۳۵" +
      randomMobile()
        .slice(5)
        .replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
    const named = await step(o, "confirm_new_mobile", { mobile: persian });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ sent: true, mobile: expect.stringMatching(/^\+98935\d{7}$/) });
  });

  it("keeps the mobile until the expert approves, then changes it and tells both numbers by SMS", async () => {
    const o = await owner();
    const newMobile = randomMobile();
    await upToNewCode(o, newMobile);
    const [codeSms] = await outboxOf(newMobile);
    expect(codeSms!.message).toMatch(/شمارهٔ تازهٔ حساب/);

    // The current number's code does not confirm the new one.
    const crossed = await step(o, "confirm_change_otp", { otp: otherCode(await latestCode(newMobile)) });
    expect(crossed.status).toBe(422);
    expect(crossed.body.meta.errors.otp).toEqual([PHONE_CHANGE_MESSAGES.wrongCode]);
    const done = await step(o, "confirm_change_otp", { otp: await latestCode(newMobile) });
    expect(done.status).toBe(200);

    const waiting = await status(o);
    expect(waiting.mobile).toBe(e164(o.account.mobile));
    expect(waiting.request).toMatchObject({ state: "review", new_mobile: e164(newMobile), reason: null });
    expect(waiting.request!.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await resetReaches(o.account, newMobile)).toBe(false);

    // Under review nothing starts again.
    const blocked = await step(o, "request_change_otp");
    expect(blocked.status).toBe(409);
    expect(blocked.body.meta.message).toBe(PHONE_CHANGE_MESSAGES.underReview);
    expect((await step(o, "check_otp", { otp: "123456" })).status).toBe(409);

    expect((await review(o.account.username, "approve")).status).toBe(200);
    const after = await status(o);
    expect(after.mobile).toBe(e164(newMobile));
    expect(after.request).toMatchObject({ state: "approved", new_mobile: e164(newMobile) });
    expect((await outboxOf(newMobile))[0]!.message).toMatch(/تأیید شد/);
    expect((await outboxOf(o.account.mobile))[0]!.message).toMatch(/تغییر کرد/);
    expect(await resetReaches(o.account, newMobile)).toBe(true);
    expect(await resetReaches(o.account, o.account.mobile)).toBe(false);
    // Reviewed once: a second decision finds nothing to review.
    expect((await review(o.account.username, "reject", "دوباره")).status).toBe(404);
  });

  it("a rejection keeps the mobile, tells the reason by SMS, and a new request can start", async () => {
    const o = await owner();
    const newMobile = randomMobile();
    await submitted(o, newMobile);

    const noReason = await review(o.account.username, "reject");
    expect(noReason.status).toBe(422);
    expect(noReason.body.meta.errors.reason).toEqual(["دلیل رد درخواست را بنویسید"]);
    const reason = "مالکیت شمارهٔ جدید به نام صاحب حساب نیست";
    expect((await review(o.account.username, "reject", reason)).status).toBe(200);

    const after = await status(o);
    expect(after.mobile).toBe(e164(o.account.mobile));
    expect(after.request).toMatchObject({ state: "rejected", reason });
    expect((await outboxOf(o.account.mobile))[0]!.message).toContain(reason);
    expect(await resetReaches(o.account, newMobile)).toBe(false);

    const anew = await step(o, "request_change_otp");
    expect(anew.status).toBe(200);
    expect(anew.body.data.sent).toBe(true);
  });

  it("counts wrong codes: the fifth locks the step, and then even the right code is refused with the wait", async () => {
    const o = await owner();
    expect((await step(o, "request_change_otp")).status).toBe(200);
    const right = await latestCode(o.account.mobile);
    for (let i = 1; i <= 4; i++) {
      const wrong = await step(o, "check_otp", { otp: otherCode(right) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.meta.errors.otp).toEqual([PHONE_CHANGE_MESSAGES.wrongCode]);
    }
    const fifth = await step(o, "check_otp", { otp: otherCode(right) });
    expect(fifth.status).toBe(422);
    expect(fifth.body.meta.errors.otp[0]).toMatch(/تا [۰-۹]+ دقیقه دیگر دوباره تلاش کنید/);
    const locked = await step(o, "check_otp", { otp: right });
    expect(locked.status).toBe(429);
    expect((await status(o)).request).toBeNull();
    // Asking for a new code while locked sends nothing.
    expect((await step(o, "request_change_otp")).status).toBe(429);
    expect(await outboxOf(o.account.mobile)).toHaveLength(1);
  });

  it("wrong codes sent in parallel are judged one at a time: five counted, the rest refused", async () => {
    const o = await owner();
    expect((await step(o, "request_change_otp")).status).toBe(200);
    const right = await latestCode(o.account.mobile);
    const answers = await Promise.all(Array.from({ length: 8 }, () => step(o, "check_otp", { otp: otherCode(right) })));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it("a code sent to one new number never confirms another: naming another one at once is refused with the wait", async () => {
    const o = await owner();
    const first = randomMobile();
    const second = randomMobile();
    await upToNewCode(o, first);
    const switched = await step(o, "confirm_new_mobile", { mobile: second });
    expect(switched.status).toBe(429);
    expect(switched.body.meta.message).toMatch(/ثانیه دیگر دوباره تلاش کنید/);
    expect(await outboxOf(second)).toEqual([]);
    // The same number again: no second SMS, the first code still counts.
    expect((await step(o, "confirm_new_mobile", { mobile: first })).body.data.sent).toBe(false);
    await step(o, "confirm_change_otp", { otp: await latestCode(first) });
    expect((await status(o)).request).toMatchObject({ state: "review", new_mobile: e164(first) });
  });

  it("answers nothing without a session, and the expert's route only with the development secret", async () => {
    expect((await api("user/change_mobile/status")).status).toBe(401);
    expect((await api("user/change_mobile/request_change_otp", { method: "POST", body: {} })).status).toBe(401);
    const o = await owner();
    await submitted(o, randomMobile());
    const forged = await call("/__dev/phone-changes/review", {
      body: { username: o.account.username, decision: "approve" },
      devSecret: null,
    });
    expect(forged.status).toBe(403);
    expect((await status(o)).mobile).toBe(e164(o.account.mobile));
  });
});
