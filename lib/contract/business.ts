import * as z from "zod/mini";
import { envelope } from "./envelope";

/** The business a new account names once signed in (spec §6's need-check, §7's business setup). */
export const businessNeedCheckResponseSchema = envelope(
  z.object({ need_setup: z.boolean(), business_name: z.nullable(z.string()) }),
);
export const businessSetupRequestSchema = z.object({
  business_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, "نام کسب‌وکار را وارد کنید"),
      z.maxLength(100, "نام کسب‌وکار حداکثر ۱۰۰ کاراکتر است"),
    ),
  activity_domain_id: z.coerce
    .number({ error: "حوزه فعالیت را انتخاب کنید" })
    .check(z.int(), z.positive("حوزه فعالیت را انتخاب کنید")),
});
