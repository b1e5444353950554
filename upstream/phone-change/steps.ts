import { and, eq } from "drizzle-orm";
import { PHONE_CHANGE_MESSAGES, type CodeOffer } from "@/lib/contract/phone-change";
import { toE164, toMsisdn } from "@/lib/validation/mobile";
import { toPersianDigits } from "@/lib/validation/digits";
import { offerRefused } from "../auth/code-failure";
import { checkCode, offerCode, type CodeCheck, type OfferOutcome, type OtpSettings } from "../auth/otp";
import { smsTexts } from "../auth/sms-texts";
import type { Db, Tx } from "../db/client";
import { phoneChanges } from "../db/schema";
import { tooManyRequests, validationFailed } from "../http/failure";
import { outOfOrder, phoneChangeCodeRefusal } from "./code-refusal";
import { currentMobile, isOpen, latestPhoneChange, lockPhoneChange, type PhoneChangeRow } from "./requests";

export interface StepContext {
  db: Db;
  userId: number;
  tokenId: number;
  settings: OtpSettings;
}

const secondsUntil = (date: Date) => Math.max(0, Math.ceil((date.getTime() - Date.now()) / 1000));

/** A request waiting for review blocks every step until the expert has decided. */
function refuseWhileUnderReview(latest: PhoneChangeRow | null): void {
  if (latest?.state === "review") throw outOfOrder(PHONE_CHANGE_MESSAGES.underReview);
}

/** What asking for a code answers: sent now, or not yet (the code already sent still works). */
function offerAnswer(outcome: OfferOutcome, mobile: string, resendSeconds: number): CodeOffer {
  const e164 = toE164(mobile) ?? mobile;
  if (outcome.sent) return { sent: true, mobile: e164, resend_in: resendSeconds };
  if (outcome.reason !== "too_soon") throw offerRefused(outcome);
  return { sent: false, mobile: e164, resend_in: secondsUntil(outcome.retryAt) };
}

/** Step 1: a code to the account's current number. */
export function requestCurrentCode(ctx: StepContext): Promise<CodeOffer> {
  return ctx.db.transaction(async (tx) => {
    await lockPhoneChange(tx, ctx.userId);
    refuseWhileUnderReview(await latestPhoneChange(tx, ctx.userId));
    const mobile = await currentMobile(tx, ctx.userId);
    const outcome = await offerCode(tx, {
      userId: ctx.userId,
      flow: "phone_change",
      mobile,
      tokenId: ctx.tokenId,
      text: smsTexts.phoneChangeCurrent,
      settings: ctx.settings,
    });
    return offerAnswer(outcome, mobile, ctx.settings.resendSeconds);
  });
}

/**
 * One try at a step's code, in one transaction with what it leads to: the wrong tries it counts
 * are committed (the transaction never throws for a refused code), and `onRight` runs only for a
 * right one, in the same transaction that uses the code up.
 */
async function tryStepCode(
  ctx: StepContext,
  flow: "phone_change" | "phone_change_new",
  code: string,
  before: (tx: Tx) => Promise<void>,
  onRight: (tx: Tx, now: Date) => Promise<void>,
): Promise<void> {
  const check: CodeCheck = await ctx.db.transaction(async (tx) => {
    await lockPhoneChange(tx, ctx.userId);
    await before(tx);
    const result = await checkCode(tx, { userId: ctx.userId, flow, code, consume: true, settings: ctx.settings });
    if (result.status === "ok") await onRight(tx, new Date());
    return result;
  });
  if (check.status !== "ok") throw phoneChangeCodeRefusal(check);
}

/** Step 1 confirmed: a new request starts, and any earlier open one is cancelled. */
export function confirmCurrentCode(ctx: StepContext, code: string): Promise<void> {
  return tryStepCode(
    ctx,
    "phone_change",
    code,
    async (tx) => refuseWhileUnderReview(await latestPhoneChange(tx, ctx.userId)),
    async (tx, now) => {
      await tx
        .update(phoneChanges)
        .set({ state: "cancelled" })
        .where(and(eq(phoneChanges.userId, ctx.userId), eq(phoneChanges.state, "current_confirmed")));
      await tx.insert(phoneChanges).values({ userId: ctx.userId, state: "current_confirmed", createdAt: now });
    },
  );
}

/** The open request the later steps work on; refused when there is none (step 1 first). */
async function openRequest(tx: Tx, userId: number): Promise<PhoneChangeRow> {
  const latest = await latestPhoneChange(tx, userId);
  refuseWhileUnderReview(latest);
  if (!isOpen(latest)) throw outOfOrder(PHONE_CHANGE_MESSAGES.confirmCurrentFirst);
  return latest;
}

/**
 * Step 2: the new number, and a code to it. The code belongs to the account's new-number flow;
 * the request remembers the number only once a code went to it, so a code sent to one number can
 * never confirm another: naming another number while the last code is fresh is refused with the wait.
 */
export function nameNewMobile(ctx: StepContext, e164: string): Promise<CodeOffer> {
  return ctx.db.transaction(async (tx) => {
    await lockPhoneChange(tx, ctx.userId);
    const request = await openRequest(tx, ctx.userId);
    const mobile = toMsisdn(e164)!;
    if (mobile === (await currentMobile(tx, ctx.userId))) {
      throw validationFailed({ mobile: [PHONE_CHANGE_MESSAGES.sameAsCurrent] });
    }
    const outcome = await offerCode(tx, {
      userId: ctx.userId,
      flow: "phone_change_new",
      mobile,
      tokenId: ctx.tokenId,
      text: smsTexts.phoneChangeNew,
      settings: ctx.settings,
    });
    if (outcome.sent) {
      await tx.update(phoneChanges).set({ newMobile: mobile }).where(eq(phoneChanges.id, request.id));
    } else if (outcome.reason === "too_soon" && request.newMobile !== mobile) {
      const seconds = toPersianDigits(Math.max(1, secondsUntil(outcome.retryAt)));
      throw tooManyRequests(PHONE_CHANGE_MESSAGES.newMobileTooSoon.replace("{seconds}", seconds));
    }
    return offerAnswer(outcome, mobile, ctx.settings.resendSeconds);
  });
}

/** Step 3: the new number's code; the request goes to the expert's review. */
export function confirmNewCode(ctx: StepContext, code: string): Promise<void> {
  let request: PhoneChangeRow | null = null;
  return tryStepCode(
    ctx,
    "phone_change_new",
    code,
    async (tx) => {
      request = await openRequest(tx, ctx.userId);
      if (!request.newMobile) throw outOfOrder(PHONE_CHANGE_MESSAGES.newMobileFirst);
    },
    async (tx, now) => {
      await tx.update(phoneChanges).set({ state: "review", submittedAt: now }).where(eq(phoneChanges.id, request!.id));
    },
  );
}
