/** What the import says to the user, in one place. */
export const IMPORT_VALUE_MESSAGES = {
  genderUnknown: "جنسیت شناخته نشد (مرد، زن، حقوقی یا ۱، ۲، ۳)؛ مخاطب بدون جنسیت افزوده می‌شود",
} as const;

export const IMPORT_UPLOAD_MESSAGES = {
  networkPaused:
    "ارتباط با سرور قطع شد. بخش‌هایی که رسیده‌اند نگه داشته شده‌اند؛ با «ادامهٔ بارگذاری» فقط بخش‌های باقی‌مانده فرستاده می‌شوند.",
  cancelled: "بارگذاری لغو شد؛ هیچ مخاطبی به دفترچه افزوده نشد.",
  nothingToSend: "هیچ ردیفی برای افزودن نمانده است؛ مقدارهای فایل یا ستون‌ها را اصلاح کنید.",
} as const;
