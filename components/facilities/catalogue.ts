import type { FacilityUsageKey } from "@/lib/contract/facilities";
import type { PlanService } from "@/lib/contract/plans";

/** One thing the panel offers, as /facilities lists it. */
export interface Facility {
  id: string;
  title: string;
  /** What it does, in one sentence. */
  sentence: string;
  /** Where it is used. */
  href: string;
  /** The service a plan must unlock for it (lib/contract/plans.ts); none when every account has it. */
  service?: PlanService;
  /** The count of `user/facilities` that says it has been started; none when it needs no setting up. */
  usage?: FacilityUsageKey;
  /** Where it is started, while not set up yet (its own page otherwise). */
  setup?: { href: string; label: string };
}

export interface FacilityGroup {
  id: "sending" | "receiving" | "automation" | "developers" | "team";
  title: string;
  facilities: Facility[];
}

/** The catalogue (spec §2 /facilities): what the panel offers, grouped, each with a link that leads to it. */
export const FACILITY_GROUPS: FacilityGroup[] = [
  {
    id: "sending",
    title: "ارسال",
    facilities: [
      {
        id: "quick-send",
        title: "ارسال سریع",
        sentence: "پیامک به چند شماره که وارد یا جای‌گذاری می‌کنید، همین حالا یا در زمانی که تعیین می‌کنید.",
        href: "/send-sms/quick",
      },
      {
        id: "phonebook-send",
        title: "ارسال به دفترچهٔ تلفن",
        sentence: "پیامک به همهٔ مخاطبان یک یا چند دفترچهٔ تلفن، با نام هر مخاطب در متن.",
        href: "/send-sms/phonebook",
        usage: "phonebooks",
        setup: { href: "/contacts", label: "ساخت دفترچهٔ تلفن" },
      },
      {
        id: "file-send",
        title: "ارسال از فایل",
        sentence: "پیامک به شماره‌های یک فایل اکسل یا متنی، هر ردیف با متن خودش.",
        href: "/send-sms/file",
      },
      {
        id: "patterns",
        title: "پیامک الگو",
        sentence: "متن‌های تأییدشده با جای خالی، برای کد تأیید و اطلاع‌رسانی سریع از پنل یا API.",
        href: "/pattern",
        usage: "patterns",
        setup: { href: "/pattern/create", label: "ساخت نخستین الگو" },
      },
      {
        id: "predefined-messages",
        title: "پیام‌های آماده",
        sentence: "متن‌هایی که بارها می‌فرستید، دسته‌بندی‌شده و آماده برای هر ارسال.",
        href: "/predefined-messages",
        usage: "predefined_messages",
      },
      {
        id: "business-sends",
        title: "ارسال مشاغل و روی نقشه",
        sentence: "پیامک به شماره‌های صنف‌ها و مشاغل، یا به محدوده‌ای که روی نقشه می‌کشید.",
        href: "/send-sms/business",
        service: "business_sends",
      },
      {
        id: "dedicated-lines",
        title: "خط اختصاصی",
        sentence: "خطی که با پذیرش تعهدنامه‌اش می‌گیرید و پیامک‌هایتان را از شمارهٔ آن می‌فرستید.",
        href: "/send-sms/quick",
        service: "dedicated_lines",
        usage: "dedicated_lines",
        setup: { href: "/send-sms/quick", label: "دریافت خط با تعهدنامه" },
      },
    ],
  },
  {
    id: "receiving",
    title: "دریافت",
    facilities: [
      {
        id: "inbox",
        title: "پیامک‌های دریافتی",
        sentence: "پیامک‌هایی که مشتریان به خط اختصاصی شما می‌فرستند، با جست‌وجو و خروجی.",
        href: "/inbox",
        usage: "receiving_lines",
        setup: { href: "/support/create-ticket", label: "درخواست خط دریافت" },
      },
    ],
  },
  {
    id: "automation",
    title: "خودکارسازی",
    facilities: [
      {
        id: "secretaries",
        title: "منشی پیام دریافتی",
        sentence: "به پیامک‌های رسیده به خط شما خودکار پاسخ می‌دهد: کلمهٔ کلیدی، مسابقه، نظرسنجی، هدیه و بازدید.",
        href: "/secretary/received-message/inbox",
        service: "secretaries",
        usage: "secretaries",
        setup: { href: "/secretary/received-message/create", label: "ساخت منشی" },
      },
      {
        id: "code-readers",
        title: "منشی کلمه کلیدی",
        sentence: "کدهای شما را از پیامک‌های دریافتی می‌خواند، درستی هر کد را می‌سنجد و پاسخ مناسب را می‌فرستد.",
        href: "/secretary/keywords/list",
        service: "code_readers",
        usage: "code_readers",
        setup: { href: "/secretary/keywords/create", label: "ساخت کدخوان" },
      },
    ],
  },
  {
    id: "developers",
    title: "برنامه‌نویسان",
    facilities: [
      {
        id: "api-keys",
        title: "کلیدهای API",
        sentence: "نرم‌افزار و وب‌سایت شما با کلید دسترسی، بدون ورود به پنل، پیامک می‌فرستد و گزارش می‌گیرد.",
        href: "/developers/api-keys",
        service: "api_keys",
        usage: "api_keys",
      },
      {
        id: "webhooks",
        title: "وب‌هوک‌ها",
        sentence: "رویدادهای حساب، مانند وضعیت ارسال و پیامک دریافتی، همان لحظه به نشانی شما فرستاده می‌شود.",
        href: "/developers/webhooks",
        usage: "webhooks",
      },
      {
        id: "api-documents",
        title: "مستندات API",
        sentence: "همهٔ فراخوانی‌های API با نمونهٔ درخواست و پاسخ.",
        href: "/developers/documents",
      },
      {
        id: "plugins",
        title: "افزونه‌ها",
        sentence: "افزونه‌های آماده برای فروشگاه‌ساز و سامانه‌هایی که به کار می‌برید.",
        href: "/developers/plugins",
      },
    ],
  },
  {
    id: "team",
    title: "تیم",
    facilities: [
      {
        id: "colleagues",
        title: "همکاران",
        sentence: "همکاران شما با نقش و دسترسی جداگانه در همین حساب کار می‌کنند؛ بیش از یک همکار پنل می‌خواهد.",
        href: "/colleagues",
        usage: "colleagues",
        setup: { href: "/colleagues/create", label: "دعوت از همکار" },
      },
    ],
  },
];
