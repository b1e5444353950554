import { and, eq, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import { COLLEAGUE_MESSAGES } from "@/lib/contract/colleagues";
import type { AuthenticatorSetup, TwoStepStatus } from "@/lib/contract/security";
import { codeRefusedAtField, offerRefused } from "../auth/code-failure";
import { judgeNewestCode, offerCode, tryCode, type CodeCheck, type OtpSettings, type TryResult } from "../auth/otp";
import { dropRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from "../auth/recovery-codes";
import { smsTexts } from "../auth/sms-texts";
import type { SessionUser } from "../auth/tokens";
import { newTotpSecret, totpUri, verifyTotp } from "../auth/totp";
import { colleagueSignIn } from "../colleagues/sign-in";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";

/**
 * Two-step sign-in of an account, turned on by SMS or by an authenticator app and off again, each
 * after a code. Codes to the mobile belong to the `two_step` flow of the one-time code service
 * (its resend wait, hourly cap and lock); wrong authenticator codes count against the same flow.
 * Each member has their own; the owner's, when on, is asked of every colleague too (spec §6): a
 * colleague without one sets it up at sign-in, and cannot turn theirs off while the owner's is on.
 */
const FLOW = "two_step" as const;

const conflict = (message: string) => new ApiFailure(409, message, MESSAGE_CODES.conflict);

async function freshUser(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      twoStep: users.twoStep,
      mobile: users.mobile,
      totpSecret: users.totpSecret,
      totpLastStep: users.totpLastStep,
      totpPendingSecret: users.totpPendingSecret,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} is gone`);
  return row;
}

export async function twoStepStatus(db: Db, userId: number): Promise<TwoStepStatus> {
  const user = await freshUser(db, userId);
  return {
    method: user.twoStep as TwoStepStatus["method"],
    recovery_codes_left: user.twoStep === "off" ? 0 : await recoveryCodesLeft(db, userId),
    mobile: user.mobile,
  };
}

/** A code to the account's mobile, within the flow's limits (a refusal says how long to wait). */
export async function sendTwoStepCode(db: Db, user: SessionUser, settings: OtpSettings) {
  const outcome = await offerCode(db, {
    userId: user.id,
    flow: FLOW,
    mobile: user.mobile,
    text: smsTexts.twoStep,
    settings,
  });
  if (!outcome.sent) throw offerRefused(outcome);
  return { mobile: user.mobile, resend_seconds: settings.resendSeconds };
}

/**
 * A new authenticator secret, kept as pending until a first code confirms it (a second call
 * replaces it), with the address and QR code an app reads. Refused while two-step is on.
 */
export async function startAuthenticatorSetup(db: Db, user: SessionUser): Promise<AuthenticatorSetup> {
  if ((await freshUser(db, user.id)).twoStep !== "off") throw conflict(MESSAGES.twoStepAlreadyOn);
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(users.id, user.id));
  const otpauthUrl = totpUri(secret, user.username);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** A refused code on these calls: beside the code field, or the lock's 429. */
const codeRefused = (check: Exclude<CodeCheck, { status: "ok" }>, missing: string): ApiFailure =>
  codeRefusedAtField(check, "code", { missing, wrong: MESSAGES.twoStepCodeWrong });

/** An authenticator code for `secret`, its step claimed in the same statement so it is good once. */
async function claimTotp(tx: Tx, userId: number, secret: string, code: string, lastStep: number | null, now: Date) {
  const step = verifyTotp(secret, code, now, lastStep);
  if (step === null) return false;
  const claimed = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/**
 * Turns two-step on, confirmed by a first code: the SMS of `send_code` for `sms`, the app's code
 * for the pending secret for `ga`. Everything (the method, the secret, ten new recovery codes)
 * is written in the flow's transaction, so two confirmations at once turn it on once.
 */
export async function enableTwoStep(
  db: Db,
  input: { userId: number; method: "sms" | "ga"; code: string; settings: OtpSettings },
): Promise<string[]> {
  let codes: string[] = [];
  const check = await tryCode(db, { userId: input.userId, flow: FLOW }, async (tx, now): Promise<TryResult> => {
    const user = await freshUser(tx, input.userId);
    if (user.twoStep !== "off") throw conflict(MESSAGES.twoStepAlreadyOn);
    if (input.method === "ga") {
      if (!user.totpPendingSecret) throw validationFailed({ code: [MESSAGES.twoStepQrMissing] });
      if (!(await claimTotp(tx, input.userId, user.totpPendingSecret, input.code, null, now))) return "wrong";
    } else {
      const result = await judgeNewestCode(tx, { ...input, flow: FLOW, consume: true }, now);
      if (result !== "ok") return result;
    }
    await tx
      .update(users)
      .set({
        twoStep: input.method,
        ...(input.method === "ga" ? { totpSecret: user.totpPendingSecret } : { totpSecret: null, totpLastStep: null }),
        totpPendingSecret: null,
        updatedAt: now,
      })
      .where(eq(users.id, input.userId));
    codes = await replaceRecoveryCodes(tx, input.userId, input.settings.key);
    return "ok";
  });
  if (check.status !== "ok") throw codeRefused(check, MESSAGES.twoStepCodeMissing);
  return codes;
}

/**
 * Turns two-step off after a code: the app's (when it is on by authenticator) or the SMS of
 * `send_code` (either way, for a user whose phone with the app is gone). The secret and the
 * recovery codes go with it. Refused to a colleague while their owner's two-step is on.
 */
export async function disableTwoStep(
  db: Db,
  input: { userId: number; code: string; settings: OtpSettings },
): Promise<void> {
  const colleague = await colleagueSignIn(db, input.userId);
  if (colleague && colleague.ownerTwoStep !== "off") throw conflict(COLLEAGUE_MESSAGES.ownerRequiresTwoStep);
  const check = await tryCode(db, { userId: input.userId, flow: FLOW }, async (tx, now): Promise<TryResult> => {
    const user = await freshUser(tx, input.userId);
    if (user.twoStep === "off") throw conflict(MESSAGES.twoStepAlreadyOff);
    const byApp =
      user.twoStep === "ga" &&
      user.totpSecret !== null &&
      (await claimTotp(tx, input.userId, user.totpSecret, input.code, user.totpLastStep, now));
    if (!byApp) {
      const result = await judgeNewestCode(tx, { ...input, flow: FLOW, consume: true }, now);
      // With an app, a wrong app code and no SMS asked for is simply a wrong code.
      if (result !== "ok") return result === "missing" && user.twoStep === "ga" ? "wrong" : result;
    }
    await tx
      .update(users)
      .set({ twoStep: "off", totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: now })
      .where(eq(users.id, input.userId));
    await dropRecoveryCodes(tx, input.userId);
    return "ok";
  });
  if (check.status !== "ok") throw codeRefused(check, MESSAGES.twoStepCodeMissing);
}
