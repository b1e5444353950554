import * as z from "zod/mini";
import { isMobile, MOBILE_MESSAGE, toE164 } from "../validation/mobile";
import { toLatinDigits } from "../validation/digits";
import { OTP_LENGTH, OTP_MESSAGES } from "../validation/otp";
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "../validation/password";
import { USERNAME_MAX, USERNAME_MESSAGES, USERNAME_MIN, USERNAME_PATTERN } from "../validation/username";

/** Field rules of a member's account, shared by sign-in, registration, security and colleagues' forms and the upstream. */

export const mobileField = z.pipe(
  z
    .string({ error: "شماره موبایل را وارد کنید" })
    .check(z.trim(), z.minLength(1, "شماره موبایل را وارد کنید"), z.refine(isMobile, MOBILE_MESSAGE)),
  z.transform((v: string) => toE164(v) as string),
);

export const otpField = z.pipe(
  z.pipe(
    z.string({ error: OTP_MESSAGES.required }),
    z.transform((v: string) => toLatinDigits(v).trim()),
  ),
  z
    .string()
    .check(z.minLength(1, OTP_MESSAGES.required), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_MESSAGES.format)),
);

export const registerUsernameField = z
  .string({ error: USERNAME_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, USERNAME_MESSAGES.required),
    z.minLength(USERNAME_MIN, USERNAME_MESSAGES.min),
    z.maxLength(USERNAME_MAX, USERNAME_MESSAGES.max),
    z.regex(USERNAME_PATTERN, USERNAME_MESSAGES.pattern),
  );

/** A new password: spec §5's rules. */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .check(
    z.minLength(1, PASSWORD_MESSAGES.required),
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.min),
    z.maxLength(128, "رمز عبور حداکثر ۱۲۸ کاراکتر است"),
    z.regex(/\d/, PASSWORD_MESSAGES.digit),
    z.regex(/[a-z]/, PASSWORD_MESSAGES.lower),
    z.regex(/[A-Z]/, PASSWORD_MESSAGES.upper),
  );
