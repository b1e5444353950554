/** The demo owners a fresh install starts with. */
export const DEMO_PASSWORD = "Demo@12345";

export const DEMO_ACCOUNTS = [
  { username: "demo", name: "مدیر نمونه", mobile: "989121234567", twoStep: "off", businessName: "فروشگاه نمونه" },
  {
    username: "demo2fa",
    name: "مدیر دومرحله‌ای",
    mobile: "989121234568",
    twoStep: "sms",
    businessName: "فروشگاه دومرحله‌ای",
  },
] as const;

/** demo's wallet history: rials, summing to 50,000,000. */
export const DEMO_LEDGER = [
  { daysAgo: 45, amount: "30000000", description: "شارژ آنلاین کیف پول", method: "online" },
  { daysAgo: 30, amount: "-4200000", description: "هزینه ارسال پیامک انبوه", method: "send" },
  { daysAgo: 21, amount: "15000000", description: "واریز کارت به کارت", method: "card_to_card" },
  { daysAgo: 14, amount: "-1850000", description: "هزینه ارسال پیامک از دفترچه تلفن", method: "send" },
  { daysAgo: 9, amount: "12000000", description: "شارژ آنلاین کیف پول", method: "online" },
  { daysAgo: 5, amount: "-950000", description: "هزینه ارسال پیامک خدماتی", method: "send" },
] as const;
