import * as z from "zod/mini";
import { isMobile, MOBILE_MESSAGE, toE164 } from "../validation/mobile";
import { otpField } from "./account-fields";
import { envelope } from "./envelope";

/**
 * Changing the account's mobile (spec §4, §7 `user/change_mobile/*`): a code to the current
 * number and its confirmation, the new number, a code to it and its confirmation, then the
 * provider's expert review, whose result comes by SMS. The mobile changes only on approval.
 */

export const PHONE_CHANGE_RULES = {
  /** Minutes a confirmed current number stays good for naming and confirming the new one. */
  openMinutes: 30,
  reasonMaxLength: 500,
} as const;

export const PHONE_CHANGE_MESSAGES = {
  mobileRequired: "شمارهٔ موبایل جدید را وارد کنید",
  sameAsCurrent: "شمارهٔ جدید با شمارهٔ فعلی حساب یکی است",
  underReview: "درخواست قبلی شما در انتظار بررسی کارشناس است؛ تا پایان بررسی درخواست تازه‌ای ثبت نمی‌شود.",
  confirmCurrentFirst: "ابتدا شمارهٔ فعلی خود را با کد تأیید تأیید کنید.",
  newMobileFirst: "ابتدا شمارهٔ جدید را وارد کنید تا کد تأیید برای آن فرستاده شود.",
  codeNotRequested: "کد تأییدی برای این مرحله فرستاده نشده است؛ کد تازه درخواست کنید.",
  wrongCode: "کد تأیید درست نیست",
  /** Another number was named while the code sent to the first one is still fresh. */
  newMobileTooSoon: "کد تأیید به‌تازگی برای شمارهٔ دیگری فرستاده شد. تا {seconds} ثانیه دیگر دوباره تلاش کنید.",
} as const;

/** Where a request stands: the current number confirmed (then the new one named), under review, or reviewed. */
const PHONE_CHANGE_STATES = ["current_confirmed", "review", "approved", "rejected"] as const;

/** A mobile as the spec's rule takes it (Persian digits too), sent on as E.164. */
const newMobileField = z.pipe(
  z
    .string({ error: PHONE_CHANGE_MESSAGES.mobileRequired })
    .check(
      z.trim(),
      z.minLength(1, PHONE_CHANGE_MESSAGES.mobileRequired),
      z.maxLength(20, MOBILE_MESSAGE),
      z.refine(isMobile, MOBILE_MESSAGE),
    ),
  z.transform((value: string) => toE164(value) as string),
);

/** confirm_new_mobile {mobile}. */
export const newMobileRequestSchema = z.object({ mobile: newMobileField });

/** check_otp {otp} (the current number's code) and confirm_change_otp {otp} (the new number's). */
export const phoneChangeCodeSchema = z.object({ otp: otpField });

const phoneChangeRequestSchema = z.object({
  id: z.number().check(z.int()),
  state: z.enum(PHONE_CHANGE_STATES),
  /** E.164, once step 2 named it. */
  new_mobile: z.nullable(z.string()),
  /** Why the expert refused it. */
  reason: z.nullable(z.string()),
  created_at: z.string(),
  submitted_at: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
});

const phoneChangeStatusSchema = z.object({
  /** The account's mobile now, E.164. */
  mobile: z.string(),
  /** The latest request that still counts: an open one within its time, or the last one reviewed. */
  request: z.nullable(phoneChangeRequestSchema),
});
export type PhoneChangeStatus = z.infer<typeof phoneChangeStatusSchema>;

/** GET status, and the answer of check_otp and confirm_change_otp. */
export const phoneChangeStatusResponseSchema = envelope(phoneChangeStatusSchema);

/** A code asked for: whether an SMS went out now (a fresh one may wait), to which number, and when another may be asked. */
export const codeOfferResponseSchema = envelope(
  z.object({
    sent: z.boolean(),
    mobile: z.string(),
    resend_in: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type CodeOffer = z.infer<typeof codeOfferResponseSchema>["data"];
