import { digitsOnly } from "./digits";

export const OTP_LENGTH = 6;
export const OTP_MESSAGES = {
  required: "کد تأیید را وارد کنید",
  format: "کد تأیید باید ۶ رقم باشد",
} as const;

export function normalizeOtp(value: string): string {
  return digitsOnly(value).slice(0, OTP_LENGTH);
}
