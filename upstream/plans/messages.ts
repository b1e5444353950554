import { formatRial } from "@/lib/format/money";

/** The plans' refusals and notices, in the panel's words. */
export const PLAN_MESSAGES = {
  notForSale: "این پنل برای خرید در دسترس نیست",
  creditShort: (needed: number) => `اعتبار کیف پول کافی نیست؛ ${formatRial(needed)} دیگر لازم است`,
  reminder: (plan: string, expiry: string) =>
    `اعتبار «${plan}» شما ${expiry} به پایان می‌رسد. برای ادامهٔ سرویس‌ها، پنل را از صفحهٔ پنل‌ها تمدید کنید.`,
} as const;
