import { fa } from "zod/locales";
import * as z from "zod/mini";

/** Names Edge's messages give the fields ("تکمیل گزینه نام کاربری الزامی است"). */
const FIELD_LABELS: Record<string, string> = {
  username: "نام کاربری",
  user_name: "نام کاربری",
  password: "رمز عبور",
  mobile: "شماره موبایل",
  mobile_number: "شماره موبایل",
  otp: "کد تأیید",
  token: "توکن",
  amount: "مبلغ",
  credit: "اعتبار",
  name_family: "نام و نام خانوادگی",
  activity_domain_id: "حوزه فعالیت",
  password_confirmation: "تکرار رمز عبور",
  business_name: "نام کسب‌وکار",
};

/**
 * Persian messages for what the shared schemas leave to zod's defaults: a missing field reads
 * like Edge's "تکمیل گزینه ... الزامی است", anything else uses zod's Persian locale. Schemas that
 * carry their own message keep it.
 */
export function installPersianZodMessages(): void {
  // The one locale by name: `z.locales` would bring every language zod speaks into the bundle.
  z.config(fa());
  z.config({
    // The pages' CSP forbids eval: in a browser zod must not even probe for it (the refused
    // probe is reported as a violation); servers keep its compiled fast path.
    jitless: typeof window !== "undefined",
    customError: (issue) => {
      if (issue.code === "invalid_type" && issue.input === undefined) {
        const key = String(issue.path?.at(-1) ?? "");
        return `تکمیل گزینه ${FIELD_LABELS[key] ?? key} الزامی است`;
      }
      return undefined;
    },
  });
}
