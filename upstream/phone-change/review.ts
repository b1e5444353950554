import { eq } from "drizzle-orm";
import { toLocalMobile } from "@/lib/validation/mobile";
import type { Db } from "../db/client";
import { phoneChanges, users } from "../db/schema";
import { deliverSms } from "../sms/operator";
import { currentMobile, latestPhoneChange, lockPhoneChange } from "./requests";

export type PhoneChangeDecision = { approve: true } | { approve: false; reason: string };

const local = (msisdn: string) => toLocalMobile(msisdn) ?? msisdn;

/** The SMS that tell the user how the expert decided. */
const resultTexts = {
  approvedToNew: (mobile: string) =>
    `درخواست تغییر شمارهٔ موبایل شما تأیید شد. از این پس ${local(mobile)} شمارهٔ حساب شما در پنل پیامکی است.`,
  approvedToOld: (mobile: string) =>
    `شمارهٔ موبایل حساب پنل پیامکی شما به ${local(mobile)} تغییر کرد و این شماره دیگر به حساب متصل نیست.`,
  rejected: (reason: string) => `درخواست تغییر شمارهٔ موبایل شما رد شد. دلیل: ${reason}`,
};

/**
 * The provider's expert decides on the account's request under review: approved, the account's
 * mobile becomes the new number (both numbers are told); rejected, the mobile stays and the
 * current number is told why. False when the account has no request under review.
 */
export async function reviewPhoneChange(db: Db, userId: number, decision: PhoneChangeDecision): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPhoneChange(tx, userId);
    const request = await latestPhoneChange(tx, userId);
    if (!request || request.state !== "review" || !request.newMobile) return false;
    const now = new Date();
    const oldMobile = await currentMobile(tx, userId);
    if (decision.approve) {
      await tx.update(users).set({ mobile: request.newMobile, updatedAt: now }).where(eq(users.id, userId));
      await tx.update(phoneChanges).set({ state: "approved", reviewedAt: now }).where(eq(phoneChanges.id, request.id));
      await deliverSms(tx, request.newMobile, resultTexts.approvedToNew(request.newMobile));
      await deliverSms(tx, oldMobile, resultTexts.approvedToOld(request.newMobile));
    } else {
      await tx
        .update(phoneChanges)
        .set({ state: "rejected", reason: decision.reason, reviewedAt: now })
        .where(eq(phoneChanges.id, request.id));
      await deliverSms(tx, oldMobile, resultTexts.rejected(decision.reason));
    }
    return true;
  });
}
