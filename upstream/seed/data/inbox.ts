import { DEMO_PHONEBOOKS } from "./phonebooks";

/**
 * SMS the demo account received over the last four weeks: customers answering the shop's
 * dedicated line, and on the shared advertising line a «11» from someone who wants no more
 * advertising. Fixed, so a seeded database always has the same ones.
 */
export const DEMO_INBOX_OWNER = "demo";

const DEDICATED_LINE = "+983000505";
export const SHARED_LINE = "+9810001000";

const CUSTOMER_TEXTS = [
  "سلام، سفارشم کی به دستم می‌رسد؟",
  "ممنون از پیگیری‌تان، کالا سالم رسید.",
  "کد تخفیف را وارد کردم ولی اعمال نشد.",
  "لطفاً فاکتور خرید را برایم ایمیل کنید.",
  "آدرس شعبهٔ مرکزی کجاست؟",
  "بله، سفارش را تأیید می‌کنم.",
  "ساعت کاری فروشگاه در روزهای جمعه چیست؟",
  "امکان مرجوع کردن کالا هست؟",
  "موجودی سایز ۴۲ کی تکمیل می‌شود؟",
  "OK, thanks",
  "شمارهٔ پیگیری مرسوله را بفرستید لطفاً.",
  "از خرید راضی بودم، باز هم سفارش می‌دهم.",
];

/** Customers of the demo's «مشتریان» phonebook, so the senders are people the shop knows. */
const SENDERS = DEMO_PHONEBOOKS[0].contacts.slice(0, 14).map((c) => c.msisdn);

export interface SeedInboxMessage {
  line: string;
  msisdn: string;
  text: string;
  /** Minutes before the seed ran. */
  minutesAgo: number;
  /** Read this many minutes after it came; null while unread. */
  readAfterMinutes: number | null;
}

const HOUR = 60;

function customerMessages(count: number): SeedInboxMessage[] {
  return Array.from({ length: count }, (_, i) => {
    const minutesAgo = 35 + i * 17 * HOUR + ((i * 97) % 50);
    // The last few days' messages wait to be read, and now and then an older one too.
    const unread = minutesAgo < 3 * 24 * HOUR || i % 9 === 4;
    return {
      line: DEDICATED_LINE,
      msisdn: SENDERS[(i * 5) % SENDERS.length]!,
      text: CUSTOMER_TEXTS[(i * 7) % CUSTOMER_TEXTS.length]!,
      minutesAgo,
      readAfterMinutes: unread ? null : 20 + ((i * 13) % 180),
    };
  });
}

/** A number that answered the shared line's advertising with «۱۱» (it is on the demo's cancel11 list). */
export const CANCEL11_SENDER = SENDERS[13]!;

export const DEMO_INBOX: readonly SeedInboxMessage[] = [
  ...customerMessages(36),
  { line: SHARED_LINE, msisdn: CANCEL11_SENDER, text: "۱۱", minutesAgo: 9 * 24 * HOUR + 40, readAfterMinutes: 90 },
  {
    line: SHARED_LINE,
    msisdn: SENDERS[2]!,
    text: "تخفیف ویژه را از کجا بگیرم؟",
    minutesAgo: 2 * 24 * HOUR + 300,
    readAfterMinutes: null,
  },
].sort((a, b) => b.minutesAgo - a.minutesAgo);
