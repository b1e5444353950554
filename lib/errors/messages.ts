/** The error catalogue of spec §8, in Persian. */
export const ERROR_MESSAGES = {
  sendFailed: "خطا در ارسال اطلاعات",
  receiveFailed: "خطا در دریافت اطلاعات",
  invalidMobile: "شماره موبایل مناسب وارد کنید",
  invalidUrl: "آدرس سایت اشتباه است",
  accessRestricted: "دسترسی شما به این بخش محدود است. برای افزایش سطح دسترسی با مدیر حساب کاربری خود تماس بگیرید.",
  invalidCardNumber: "شماره کارت اشتباه است",
  invalidAccountNumber: "شماره حساب اشتباه است",
  profileUpdateFailed: "خطا در به‌روزرسانی پروفایل (احراز هویت)",
  addressUpdateFailed: "خطا در به‌روزرسانی آدرس",
  choosePhonebook: "یک دفترچه تلفن انتخاب کنید",
  paymentFailed: "پرداخت ناموفق بود",
  otpExpired: "زمان رمز یک‌بار مصرف به پایان رسید، دوباره تلاش کنید",
  passwordsMismatch: "رمز عبور و تکرار آن یکسان نیستند",
  duplicateNumber: "این شماره قبلاً در لیست وجود دارد",
} as const;
