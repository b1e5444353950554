/**
 * Line kinds with Edge's sample tariff (rials per part; the others' price already 10 percent
 * higher) and the sender lines a fresh install offers.
 */
export const TARIFFS = [
  {
    operatorId: 4,
    name: "1000",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 34,
    name: "2000",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 7,
    name: "3000",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 8,
    name: "50001-50009",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 40,
    name: "50004",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 6,
    name: "خط ثابت",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 36,
    name: "BTS",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 92,
    name: "998",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 3,
    name: "9000clubs",
    persianMci: "2660.0",
    persianOther: "2926.0",
    englishMci: "6650.0",
    englishOther: "7315.0",
  },
  {
    operatorId: 55,
    name: "9000",
    persianMci: "1330.0",
    persianOther: "1463.0",
    englishMci: "3325.0",
    englishOther: "3657.5",
  },
  {
    operatorId: 66,
    name: "Samantel",
    persianMci: "2660.0",
    persianOther: "2926.0",
    englishMci: "6650.0",
    englishOther: "7315.0",
  },
  {
    operatorId: 165,
    name: "EVENT",
    persianMci: "2660.0",
    persianOther: "2926.0",
    englishMci: "6650.0",
    englishOther: "7315.0",
  },
] as const;

interface SeedLine {
  number: string;
  operatorId: number;
  alias: string | null;
  gets?: boolean;
  needsCancelSuffix?: boolean;
  use?: "general" | "bank" | "job";
  shared?: boolean;
  agreementTitle?: string;
  agreement?: string;
  /** Assigned to these seeded accounts. */
  owners?: readonly string[];
}

const AGREEMENT_TEXT = [
  "۱. این خط فقط برای ارسال پیامک‌های مجاز و مطابق قوانین جمهوری اسلامی ایران به کار می‌رود.",
  "۲. مسئولیت محتوای پیام‌ها و رضایت گیرندگان با کاربر است.",
  "۳. ارسال تبلیغاتی از این خط با پسوند «لغو۱۱» همراه نیست و فقط به مخاطبانی مجاز است که خود درخواست کرده‌اند.",
  "۴. در صورت شکایت گیرندگان، سامانه می‌تواند دسترسی به خط را متوقف کند.",
].join("\n");

export const SENDER_LINES: readonly SeedLine[] = [
  { number: "+9810001000", operatorId: 4, alias: "خط عمومی تبلیغاتی", needsCancelSuffix: true, shared: true },
  {
    number: "+98BANK",
    operatorId: 8,
    alias: "ارسال از بانک شماره‌ها",
    needsCancelSuffix: true,
    use: "bank",
    shared: true,
  },
  { number: "+98PRO", operatorId: 8, alias: "ارسال به مشاغل", needsCancelSuffix: true, use: "job", shared: true },
  { number: "+983000505", operatorId: 7, alias: "خط اختصاصی فروشگاه", gets: true, owners: ["demo"] },
  {
    number: "+9850004000",
    operatorId: 40,
    alias: null,
    agreementTitle: "خط ۵۰۰۰۴ خدماتی",
    agreement: AGREEMENT_TEXT,
  },
  {
    number: "+982000300",
    operatorId: 34,
    alias: null,
    agreementTitle: "خط ۲۰۰۰ اطلاع‌رسانی",
    agreement: AGREEMENT_TEXT,
  },
];

/** The line each seeded account's composer starts with. */
export const DEFAULT_LINES: Record<string, string> = { demo: "+983000505" };
