import type { PatternStatus, PatternVariable } from "@/lib/contract/patterns";

interface SeedPattern {
  code: string;
  title: string;
  description: string;
  message: string;
  variables: PatternVariable[];
  daysAgo: number;
}

/** The provider's systemic patterns: read-only, approved, usable by every account. Codes are fixed. */
export const SYSTEMIC_PATTERNS: SeedPattern[] = [
  {
    code: "sysverifycode",
    title: "کد تأیید",
    description: "کد یک‌بارمصرف برای ورود، ثبت‌نام یا تأیید یک کار",
    message: "کد تأیید شما: %code%\nاین کد را در اختیار هیچ‌کس قرار ندهید.",
    variables: [{ name: "code", type: "integer", len: 8 }],
    daysAgo: 238,
  },
  {
    code: "sysorderstatus",
    title: "وضعیت سفارش",
    description: "خبر تغییر وضعیت سفارش به خریدار",
    message: "سفارش %order% شما در وضعیت «%status%» است.",
    variables: [
      { name: "order", type: "string", len: 20 },
      { name: "status", type: "string", len: 30 },
    ],
    daysAgo: 239,
  },
  {
    code: "sysappointment",
    title: "یادآوری نوبت",
    description: "یادآوری نوبت مراجعه، یک روز یا چند ساعت پیش از آن",
    message: "%name% عزیز، نوبت شما %date% ساعت %time% است. لطفاً ده دقیقه زودتر حاضر شوید.",
    variables: [
      { name: "name", type: "string", len: 30 },
      { name: "date", type: "string", len: 10 },
      { name: "time", type: "string", len: 5 },
    ],
    daysAgo: 240,
  },
];

/** The demo account's own patterns, one in each state; each text names its business, «فروشگاه نمونه». */
export const DEMO_PATTERNS: (SeedPattern & {
  username: string;
  status: PatternStatus;
  rejectText?: string;
  website?: string;
})[] = [
  {
    username: "demo",
    code: "demologincode",
    title: "کد ورود به فروشگاه",
    description: "کد ورود مشتریان به حساب کاربری در سایت فروشگاه",
    message: "%name% عزیز، کد ورود شما به فروشگاه نمونه: %code%",
    variables: [
      { name: "name", type: "string", len: 30 },
      { name: "code", type: "integer", len: 6 },
    ],
    website: "https://shop.example.ir",
    status: "active",
    daysAgo: 20,
  },
  {
    username: "demo",
    code: "demoordersent",
    title: "ارسال سفارش",
    description: "خبر ارسال سفارش با کد رهگیری پست",
    message: "فروشگاه نمونه: سفارش %order% شما ارسال شد. کد رهگیری پست: %tracking%",
    variables: [
      { name: "order", type: "integer", len: 10 },
      { name: "tracking", type: "integer", len: 24 },
    ],
    status: "pending",
    daysAgo: 1,
  },
  {
    username: "demo",
    code: "demodiscount",
    title: "تخفیف ویژه",
    description: "کد تخفیف برای مشتریان وفادار",
    message: "فروشگاه نمونه: %name% عزیز، کد تخفیف ویژهٔ شما %discount% است.",
    variables: [
      { name: "name", type: "string", len: 30 },
      { name: "discount", type: "string", len: 12 },
    ],
    status: "inactive",
    rejectText: "پیام تبلیغاتی با پیامک الگو فرستاده نمی‌شود؛ برای تبلیغ از ارسال انبوه استفاده کنید.",
    daysAgo: 8,
  },
];
