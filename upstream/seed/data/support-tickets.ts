import type { Importance, RequestType, TicketStateId } from "@/lib/contract/support";

interface DemoTicketMessage {
  from: "user" | "support";
  hoursAgo: number;
  text: string;
  agentName?: string;
  rate?: number;
}

export interface DemoTicket {
  username: string;
  type: RequestType;
  category: string;
  sub: string | null;
  subject: string;
  description: string;
  importance: Importance;
  smsNotification: boolean;
  state: TicketStateId;
  userSeen: boolean;
  hoursAgo: number;
  /** A one-page PDF sent with the request, by this name. */
  pdf?: string;
  messages: DemoTicketMessage[];
  closeDesc?: string;
  rate?: number;
  rateComment?: string;
  feedback?: "answered" | "pending";
}

/**
 * The demo account's support history: one request answered and not yet seen, one waiting for
 * support, one waiting for the user, one referred, one closed and rated, and a suggestion answered
 * by the management.
 */
export const DEMO_TICKETS: DemoTicket[] = [
  {
    username: "demo",
    type: "ticket",
    category: "فنی و ارسال پیامک",
    sub: "گزارش تحویل",
    subject: "گزارش تحویل ارسال دیروز هنوز «رسیده به مخابرات» است",
    description:
      "سلام. ارسال انبوه دیروز ساعت ۱۸ به حدود ۲٬۴۰۰ مشتری فرستاده شد، ولی وضعیت بیشتر پیامک‌ها هنوز «رسیده به مخابرات» است و چند مشتری هم گفته‌اند پیامک را نگرفته‌اند. تصویر گزارش را پیوست کرده‌ام. لطفاً بررسی کنید.",
    importance: "acute",
    smsNotification: true,
    state: 3,
    userSeen: false,
    hoursAgo: 26,
    pdf: "گزارش-ارسال-دیروز.pdf",
    messages: [
      {
        from: "support",
        hoursAgo: 2,
        agentName: "نگار صالحی",
        text: "سلام، وقت بخیر. ارسال شما را بررسی کردیم: پیامک‌ها به اپراتور تحویل شده‌اند و تأخیر در گزارش تحویل از سمت اپراتور همراه اول بوده که از دیشب برطرف شده است. گزارش‌ها تا چند ساعت آینده به‌روز می‌شوند. اگر تا فردا وضعیت تغییر نکرد، همین‌جا خبر دهید.",
      },
    ],
  },
  {
    username: "demo",
    type: "ticket",
    category: "مالی و پرداخت",
    sub: "فاکتور رسمی",
    subject: "درخواست فاکتور رسمی برای شارژهای ماه گذشته",
    description:
      "برای ارائه به واحد حسابداری، فاکتور رسمی دو شارژ آنلاین ماه گذشته را با نام «فروشگاه نمونه» نیاز داریم. مشخصات شرکت را در پروفایل کامل کرده‌ایم.",
    importance: "medium",
    smsNotification: false,
    state: 2,
    userSeen: true,
    hoursAgo: 5,
    messages: [],
  },
  {
    username: "demo",
    type: "ticket",
    category: "خطوط اختصاصی",
    sub: "خرید خط اختصاصی",
    subject: "خرید خط اختصاصی ۳۰۰۰ برای ارسال تبلیغاتی",
    description:
      "می‌خواهیم یک خط اختصاصی ۳۰۰۰ برای ارسال‌های تبلیغاتی فروشگاه بخریم تا پاسخ مشتریان هم دریافت شود. هزینه و مراحل را بفرمایید.",
    importance: "medium",
    smsNotification: true,
    state: 1,
    userSeen: true,
    hoursAgo: 72,
    messages: [
      {
        from: "support",
        hoursAgo: 48,
        agentName: "حسین کریمی",
        text: "سلام. هزینهٔ خط اختصاصی ۳۰۰۰ یک‌ساله ۴٬۵۰۰٬۰۰۰ ریال است. برای ثبت خرید، لطفاً ابتدا تصویر کارت ملی مدیر حساب را در بخش مدارک پروفایل بارگذاری کنید و شمارهٔ دلخواه خود را (اگر دارید) در پاسخ همین درخواست بنویسید.",
      },
    ],
  },
  {
    username: "demo",
    type: "ticket",
    category: "مالی و پرداخت",
    sub: "کسر یا بازگشت اعتبار",
    subject: "کسر اعتبار بیشتر از تعداد گیرندگان",
    description:
      "در ارسال پنج‌شنبه برای ۵۰۰ گیرنده، اعتبار ۹۵۰٬۰۰۰ ریال کسر شد در حالی که انتظار داشتیم نصف این مبلغ باشد. متن پیامک کوتاه بود.",
    importance: "medium",
    smsNotification: false,
    state: 6,
    userSeen: true,
    hoursAgo: 120,
    messages: [
      {
        from: "support",
        hoursAgo: 100,
        agentName: "نگار صالحی",
        text: "سلام. متن شما ۷۴ نویسه بوده و به همین دلیل دوبخشی حساب شده است. با این حال برای بررسی دقیق‌تر کسر اعتبار، درخواست شما به واحد مالی ارجاع شد.",
      },
    ],
  },
  {
    username: "demo",
    type: "ticket",
    category: "وب‌سرویس و افزونه‌ها",
    sub: "خطاهای وب‌سرویس",
    subject: "خطای ۴۰۱ در ارسال کد تأیید از وب‌سرویس",
    description: "از دیروز ارسال کد تأیید از سایت ما با خطای ۴۰۱ برمی‌گردد. کد برنامه تغییری نکرده است.",
    importance: "acute",
    smsNotification: false,
    state: 4,
    userSeen: true,
    hoursAgo: 240,
    messages: [
      {
        from: "support",
        hoursAgo: 236,
        agentName: "حسین کریمی",
        text: "سلام. کلید API استفاده‌شده در سرور شما دیروز از بخش کلیدهای API حذف شده است. لطفاً کلید تازه بسازید و در تنظیمات سایت جایگزین کنید.",
        rate: 5,
      },
      {
        from: "user",
        hoursAgo: 234,
        text: "درست فرمودید، یکی از همکاران کلید را حذف کرده بود. با کلید جدید مشکل حل شد. ممنون.",
      },
    ],
    closeDesc: "مشکل با ساخت کلید تازه برطرف شد.",
    rate: 5,
    rateComment: "پاسخ سریع و دقیق بود.",
    feedback: "answered",
  },
  {
    username: "demo",
    type: "suggestion",
    category: "پیشنهاد",
    sub: "امکانات پنل",
    subject: "ارسال خودکار پیامک تبریک تولد به مخاطبان",
    description:
      "پیشنهاد می‌کنم امکانی اضافه شود که بر اساس تاریخ تولد مخاطبان در دفترچه تلفن، پیامک تبریک به‌صورت خودکار در روز تولدشان فرستاده شود.",
    importance: "low",
    smsNotification: false,
    state: 3,
    userSeen: true,
    hoursAgo: 400,
    messages: [
      {
        from: "support",
        hoursAgo: 380,
        agentName: "مدیریت محصول",
        text: "از پیشنهاد شما سپاسگزاریم. ارسال خودکار در مناسبت‌ها در برنامهٔ توسعهٔ فصل آینده قرار گرفته است و پس از انتشار، در اخبار پنل اطلاع‌رسانی می‌شود.",
      },
    ],
  },
];
