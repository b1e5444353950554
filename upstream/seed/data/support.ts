import type { RequestType } from "@/lib/contract/support";
import type { ContactInfo } from "@/lib/contract/support-faq";

/** The provider's categories of support requests, each with its sub-categories, in the order the form lists them. */
export const TICKET_CATEGORIES: { type: RequestType; name: string; subs: string[] }[] = [
  {
    type: "ticket",
    name: "فنی و ارسال پیامک",
    subs: [
      "ارسال ناموفق یا با تأخیر",
      "گزارش تحویل",
      "الگو (پترن) و کد تأیید",
      "پیامک‌های دریافتی و منشی",
      "دفترچه تلفن و مخاطبان",
    ],
  },
  {
    type: "ticket",
    name: "مالی و پرداخت",
    subs: ["شارژ آنلاین و درگاه پرداخت", "کارت به کارت و واریز بانکی", "فاکتور رسمی", "کسر یا بازگشت اعتبار"],
  },
  {
    type: "ticket",
    name: "خطوط اختصاصی",
    subs: ["خرید خط اختصاصی", "تمدید یا انتقال خط", "مسدودی یا قطعی خط", "فعال‌سازی دریافت روی خط"],
  },
  {
    type: "ticket",
    name: "وب‌سرویس و افزونه‌ها",
    subs: ["کلید API و احراز دسترسی", "خطاهای وب‌سرویس", "افزونهٔ وردپرس و ووکامرس", "سایر افزونه‌ها"],
  },
  {
    type: "ticket",
    name: "حساب کاربری و مدارک",
    subs: ["احراز هویت و مدارک", "تغییر شمارهٔ موبایل", "ورود دومرحله‌ای و امنیت", "همکاران و دسترسی‌ها"],
  },
  { type: "suggestion", name: "پیشنهاد", subs: ["امکانات پنل", "وب‌سرویس و افزونه‌ها", "تعرفه و بسته‌ها"] },
  { type: "suggestion", name: "انتقاد", subs: ["کیفیت ارسال", "پاسخ‌گویی پشتیبانی", "پنل کاربری"] },
  { type: "suggestion", name: "شکایت", subs: ["کسر اعتبار", "تأخیر در رسیدگی", "برخورد کارشناسان"] },
  { type: "suggestion", name: "قدردانی", subs: [] },
];

/** What `panel/contact_info` answers: the provider's (fictional) phones, hours, address and channels. */
export const CONTACT_INFO: ContactInfo = {
  phones: [
    { title: "پشتیبانی فنی", number: "021-88776600" },
    { title: "واحد فروش و خرید خط", number: "021-88776611" },
    { title: "واحد مالی", number: "021-88776655" },
    { title: "پشتیبانی اضطراری (خارج از ساعت اداری)", number: "0912-1230000" },
  ],
  hours: ["شنبه تا چهارشنبه، ۸ تا ۱۷", "پنجشنبه، ۸ تا ۱۳", "پشتیبانی فنی اضطراری برای قطعی ارسال: هر روز تا ساعت ۲۲"],
  address: "تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نگار، پلاک ۱۲، طبقهٔ سوم، شرکت پیام‌گستر",
  postal_code: "1969713111",
  email: "support@payamgostar.example",
  socials: [
    { kind: "telegram", title: "کانال تلگرام پیام‌گستر", url: "https://t.me/payamgostar" },
    { kind: "instagram", title: "اینستاگرام پیام‌گستر", url: "https://instagram.com/payamgostar" },
    { kind: "linkedin", title: "لینکدین پیام‌گستر", url: "https://www.linkedin.com/company/payamgostar" },
    { kind: "aparat", title: "آموزش‌های ویدئویی در آپارات", url: "https://www.aparat.com/payamgostar" },
    { kind: "bale", title: "پشتیبانی در بله", url: "https://ble.ir/payamgostar" },
  ],
};
