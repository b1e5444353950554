/** The upstream's Persian answers, in the words Edge uses where it has them. */
export const MESSAGES = {
  done: "انجام شد",
  invalidCredentials: "اطلاعات وارد شده صحیح نمی باشد",
  invalidRequest: "درخواست معتبر نیست",
  wrongUsernameOrPassword: "نام کاربری یا رمز عبور اشتباه است",
  tooManyLogins: "تعداد تلاش‌های ناموفق زیاد است. چند دقیقه دیگر دوباره تلاش کنید.",
  resendTooSoon: "کد تأیید به‌تازگی ارسال شده است. کمی صبر کنید و دوباره درخواست کنید.",
  otpExpired: "زمان کد تأیید به پایان رسیده است. کد جدید درخواست کنید.",
  otpDead: "کد تأیید چند بار اشتباه وارد شد و دیگر معتبر نیست. کد جدید درخواست کنید.",
  /** `{minutes}` becomes the wait in Persian digits. */
  otpLocked: "کد تأیید چند بار اشتباه وارد شد. برای امنیت حساب، تا {minutes} دقیقه دیگر دوباره تلاش کنید.",
  /** `{seconds}` becomes the wait in Persian digits. */
  resendWait: "کد تأیید به‌تازگی ارسال شده است. تا {seconds} ثانیه دیگر دوباره درخواست کنید.",
  /** `{minutes}` becomes the wait in Persian digits. */
  otpHourlyCap: "در یک ساعت گذشته کدهای زیادی برای این حساب فرستاده شد. تا {minutes} دقیقه دیگر دوباره درخواست کنید.",
  usernameAvailable: "این نام کاربری قابل ثبت می باشد",
  usernameTaken: "نام کاربری وارد شده قبلا ثبت شده است",
  invalidJson: "بدنه درخواست JSON معتبر نیست",
  bodyTooLarge: "حجم درخواست بیش از حد مجاز است",
  notFound: "مسیر درخواست‌شده یافت نشد",
  fileNotFound: "فایل درخواست‌شده یافت نشد",
  userNotFound: "کاربری با این نام کاربری یافت نشد",
  forbiddenDevRoute: "این مسیر فقط از همین سیستم در دسترس است",
  devSecretMissing: "این مسیر فقط با کلید توسعه در دسترس است",
  activityDomainUnknown: "حوزه فعالیت را انتخاب کنید",
  insufficientCredit: "اعتبار حساب کافی نیست",
  sendInsufficientCredit: "اعتبار حساب برای این ارسال کافی نیست؛ ابتدا کیف پول را شارژ کنید",
  lineNotFound: "خط مورد نظر یافت نشد",
  lineNotYours: "این خط ارسال‌کننده در حساب شما نیست",
  lineWrongUse: "این خط برای این نوع ارسال به کار نمی‌رود",
  sendNotFound: "پیام مورد نظر یافت نشد",
  sendBlocked: "ارسال پیامک برای حساب شما مسدود شده است؛ با پشتیبانی تماس بگیرید",
  businessNotSetUp: "پیش از ارسال پیامک، نام کسب‌وکار و حوزهٔ فعالیت خود را ثبت کنید",
  idempotencyKeyInvalid: "کلید یکتایی درخواست معتبر نیست",
  wrongCurrentPassword: "رمز عبور فعلی درست نیست",
  samePassword: "رمز عبور تازه باید با رمز عبور فعلی فرق داشته باشد",
  passwordChanged: "رمز عبور تغییر کرد و نشست‌های دیگر شما بسته شد",
  /** Spec §6 and §8: 403 with 403-8, a colleague beyond their role. */
  accessRestricted: "دسترسی شما به این بخش محدود است. برای افزایش سطح دسترسی با مدیر حساب کاربری خود تماس بگیرید.",
  impersonatedReadOnly:
    "در ورود پشتیبان می‌توان تنظیمات امنیتی را دید، اما رمز عبور، ورود دومرحله‌ای و نشست‌ها را فقط خود کاربر تغییر می‌دهد.",
  twoStepAlreadyOn: "ورود دومرحله‌ای روشن است؛ برای تغییر روش، ابتدا آن را خاموش کنید.",
  twoStepAlreadyOff: "ورود دومرحله‌ای خاموش است.",
  twoStepCodeWrong: "کد تأیید درست نیست",
  twoStepCodeMissing: "ابتدا کد تأیید را درخواست کنید.",
  twoStepQrMissing: "ابتدا کد QR را بگیرید و آن را با برنامهٔ احراز هویت بخوانید.",
  sessionNotFound: "این نشست پیدا نشد یا پیش‌تر بسته شده است",
  sessionIsCurrent: "این نشستِ همین مرورگر است؛ برای پایان آن از «خروج» استفاده کنید.",
  server: "خطای سرور",
  databaseUnavailable: "پایگاه داده لحظه‌ای در دسترس نیست؛ چیزی ذخیره نشد. چند لحظه دیگر دوباره تلاش کنید.",
  storageFull:
    "فضای ذخیره‌سازی سرور پر است و این تغییر ذخیره نشد. لطفاً به پشتیبانی اطلاع دهید و بعداً دوباره تلاش کنید.",
  apiKeyRouteRefused: "این درخواست با کلید API پذیرفته نمی‌شود؛ آن را پس از ورود به پنل انجام دهید.",
  /** `{address}` is the caller's address. */
  apiKeyAddressRefused: "نشانی IP شما ({address}) برای این کلید مجاز نیست",
  /** `{seconds}` is the wait, in Persian digits. */
  apiKeyRateLimited: "تعداد درخواست‌های این کلید بیش از حد مجاز است. {seconds} ثانیه دیگر دوباره تلاش کنید.",
} as const;

export { MESSAGE_CODES } from "@/lib/contract/envelope";
