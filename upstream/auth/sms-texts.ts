import { toPersianDigits } from "@/lib/validation/digits";

/** What the SMS says. The code itself stays in Latin digits so every phone can copy it. */
const minutes = (seconds: number) => toPersianDigits(Math.max(1, Math.round(seconds / 60)));

export const smsTexts = {
  login: (code: string, ttl: number) =>
    `کد ورود شما به پنل پیامکی: ${code}\nاین کد تا ${minutes(ttl)} دقیقه معتبر است. آن را در اختیار کسی قرار ندهید.`,
  register: (code: string, ttl: number) =>
    `به پنل پیامکی خوش آمدید. کد فعال‌سازی حساب شما: ${code}\nاعتبار کد: ${minutes(ttl)} دقیقه`,
  forgot: (code: string, ttl: number) =>
    `کد بازیابی رمز عبور شما: ${code}\nاگر این درخواست را شما نداده‌اید، این پیام را نادیده بگیرید. اعتبار کد: ${minutes(ttl)} دقیقه`,
  phoneChangeCurrent: (code: string, ttl: number) =>
    `کد تأیید تغییر شمارهٔ موبایل حساب شما: ${code}\nاگر این درخواست را شما نداده‌اید، رمز عبور خود را عوض کنید. اعتبار کد: ${minutes(ttl)} دقیقه`,
  phoneChangeNew: (code: string, ttl: number) =>
    `کد تأیید این شماره به‌عنوان شمارهٔ تازهٔ حساب پنل پیامکی: ${code}\nاعتبار کد: ${minutes(ttl)} دقیقه`,
  twoStep: (code: string, ttl: number) =>
    `کد تأیید تنظیم ورود دومرحله‌ای حساب شما: ${code}\nاگر این درخواست را شما نداده‌اید، رمز عبور خود را عوض کنید. اعتبار کد: ${minutes(ttl)} دقیقه`,
  /** Making an API key, or showing one anew (which replaces its secret). */
  apiKey: (code: string, ttl: number) =>
    `کد تأیید ساخت یا نمایش کلید API حساب شما: ${code}\nاگر این درخواست را شما نداده‌اید، رمز عبور خود را عوض کنید. اعتبار کد: ${minutes(ttl)} دقیقه`,
  /** A colleague's invitation: the link sets their password (spec §4). */
  invitation: (input: { accountName: string; username: string; link: string; hours: number }) =>
    `شما به‌عنوان همکار به حساب «${input.accountName}» در پنل پیامکی دعوت شده‌اید. نام کاربری: ${input.username}\nبرای تعیین رمز عبور تا ${toPersianDigits(input.hours)} ساعت این پیوند را باز کنید:\n${input.link}`,
  /** Support acted on a request whose SMS notification is on: its number, subject and new state. */
  ticketUpdated: (input: { kind: string; ticketId: number; subject: string; state: string }) =>
    `${input.kind} شمارهٔ ${toPersianDigits(input.ticketId)} با عنوان «${input.subject}»: ${input.state}.\nبرای دیدن آن به بخش پشتیبانی پنل پیامکی سر بزنید.`,
  /** A webhook endpoint refused its messages for a day of retries. */
  webhookFailing: (url: string) =>
    `وب‌هوک حساب شما به نشانی ${url} یک روز پیام‌ها را نپذیرفت و ناموفق علامت خورد.\nپس از رفع مشکل، آن را در بخش توسعه‌دهندگان پنل پیامکی دوباره فعال کنید.`,
};
