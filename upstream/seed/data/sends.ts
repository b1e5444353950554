/**
 * The demo account's sends, so its reports show real rows from the first start. The three paid
 * ones are the send debits already in DEMO_LEDGER (same day, same amount); the panel's own
 * notices (systemic) cost nothing. Recipients are generated from `prefix` and `count`.
 */
export interface DemoSend {
  /** When it was made, in days before the seed (fractions are hours). */
  daysAgo: number;
  line: string;
  sendingType: string;
  message: string;
  cancelSuffix: boolean;
  /** Recipients' numbers are `98` + prefix + a 7-digit running number; operators follow the prefixes. */
  prefixes: readonly string[];
  count: number;
  /** The whole cost, split evenly over the recipients (matches the ledger's debit). */
  cost: number;
  /** Every nth recipient did not reach the handset (3); the rest did (2). */
  notReachedEvery: number | null;
  systemic: boolean;
  senderIp: string | null;
}

export const DEMO_SENDS_OWNER = "demo";

export const DEMO_SENDS: readonly DemoSend[] = [
  {
    daysAgo: 30.1,
    line: "+9810001000",
    sendingType: "file",
    message: "جشنوارهٔ پاییزی فروشگاه آغاز شد؛ تا ۳۰٪ تخفیف روی همهٔ کالاها تا پایان هفته.",
    cancelSuffix: true,
    prefixes: ["912", "935", "921"],
    count: 3000,
    cost: 4_200_000,
    notReachedEvery: 25,
    systemic: false,
    senderIp: "185.120.221.14",
  },
  {
    daysAgo: 14,
    line: "+983000505",
    sendingType: "phonebook",
    message: "مشتری گرامی، سفارش‌های این هفته با ارسال رایگان به دستتان می‌رسد.",
    cancelSuffix: false,
    prefixes: ["912", "936"],
    count: 1250,
    cost: 1_850_000,
    notReachedEvery: null,
    systemic: false,
    senderIp: "185.120.221.14",
  },
  {
    daysAgo: 5,
    line: "+983000505",
    sendingType: "webservice",
    message: "نوبت شما برای تحویل سفارش فردا ساعت ۱۰ ثبت شد.",
    cancelSuffix: false,
    prefixes: ["913", "938"],
    count: 500,
    cost: 950_000,
    notReachedEvery: null,
    systemic: false,
    senderIp: "5.202.64.9",
  },
  {
    daysAgo: 3,
    line: "+9810001000",
    sendingType: "webservice",
    message: "کاربر گرامی، ورود به حساب شما از دستگاه تازه‌ای انجام شد.",
    cancelSuffix: false,
    prefixes: ["912"],
    count: 1,
    cost: 0,
    notReachedEvery: null,
    systemic: true,
    senderIp: null,
  },
];
