/**
 * The documents the provider asks for (spec §3), in the order the profile shows them. A sample is
 * one of the upstream's own stored files (`assets/documents/`), never a link elsewhere.
 */
export const DOCUMENT_KINDS = [
  {
    code: "purchase_line_form",
    title: "فرم درخواست خرید خط اختصاصی",
    description:
      "فرم درخواست خط اختصاصی را چاپ و تکمیل کنید، امضا کنید (اشخاص حقوقی: با مهر شرکت) و تصویر یا PDF هر دو صفحه را بفرستید.",
    fileCount: 2,
    sample: { title: "نمونهٔ فرم درخواست خرید خط", file: "document-sample-purchase-line-form.svg" },
  },
  {
    code: "national_card_front",
    title: "تصویر روی کارت ملی",
    description: "تصویر رنگی و خوانای روی کارت ملی صاحب حساب؛ برای اشخاص حقوقی، کارت ملی مدیرعامل.",
    fileCount: 1,
  },
  {
    code: "national_card_back",
    title: "تصویر پشت کارت ملی",
    description: "تصویر رنگی و خوانای پشت همان کارت ملی.",
    fileCount: 1,
  },
  {
    code: "commitment_form",
    title: "تعهدنامهٔ ارسال پیامک",
    description:
      "تعهد به ارسال پیامک تبلیغاتی فقط به مخاطبانی که رضایت داده‌اند و درج «لغو۱۱»؛ چاپ، امضا (و مهر برای اشخاص حقوقی) و ارسال شود.",
    fileCount: 1,
    sample: { title: "نمونهٔ تعهدنامه", file: "document-sample-commitment-form.svg" },
  },
  {
    code: "customer_club_list",
    title: "فهرست باشگاه مشتریان",
    description:
      "مستندی که نشان دهد شماره‌های باشگاه مشتریان با رضایت خودشان گردآوری شده است، مانند فرم عضویت یا صفحهٔ ثبت‌نام.",
    fileCount: 3,
  },
  {
    code: "trust_seal",
    title: "نماد اعتماد الکترونیکی",
    description: "تصویر صفحهٔ نماد اعتماد الکترونیکی (اینماد) کسب‌وکار، برای فروشگاه‌های اینترنتی.",
    fileCount: 1,
  },
  {
    code: "business_license",
    title: "مجوز کسب‌وکار",
    description: "پروانهٔ کسب یا مجوز فعالیت؛ برای شرکت‌ها، آگهی تأسیس و آخرین تغییرات در روزنامهٔ رسمی.",
    fileCount: 3,
  },
  {
    code: "other",
    title: "سایر مدارک",
    description: "هر مدرک دیگری که کارشناس برای بررسی درخواست شما خواسته است.",
    fileCount: 5,
  },
] as const;
