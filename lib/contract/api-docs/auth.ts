import * as z from "zod/mini";
import {
  aclListQuerySchema,
  aclListResponseSchema,
  activityDomainListResponseSchema,
  changePasswordByTokenRequestSchema,
  checkExistRequestSchema,
  checkTokenResponseSchema,
  confirmOtpRequestSchema,
  forgotPasswordCheckOtpRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginSettingResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  sendSmsOtpRequestSchema,
} from "../auth";
import { acceptInvitationRequestSchema, invitationResponseSchema, invitationTokenRequestSchema } from "../colleagues";
import { planListResponseSchema } from "../plans";
import { MESSAGE_CODES } from "../envelope";
import { answerOf, dataOf, EXAMPLE_TOKEN, NO_DATA } from "./answers";
import type { ApiDocArea } from "./types";

const wrongCode = { status: 401, code: MESSAGE_CODES.invalidCredentials, message: "اطلاعات وارد شده صحیح نمی باشد" };
const tooMany = {
  status: 429,
  code: MESSAGE_CODES.tooManyRequests,
  message: "تعداد تلاش‌های ناموفق زیاد است. چند دقیقه دیگر دوباره تلاش کنید.",
};

export const authDocs: ApiDocArea = {
  tag: "auth",
  name: "ورود و ثبت‌نام",
  description:
    "گرفتن توکن با نام کاربری و رمز عبور، مرحلهٔ دوم ورود، بازیابی رمز عبور و ثبت‌نام. توکن هر ورود ۱۰ ساعت معتبر است؛ برای برنامه‌ها کلید API ساخته‌شده در پنل مناسب‌تر است.",
  operations: {
    "POST /v1/api/acl/auth/login": {
      summary: "ورود با نام کاربری و رمز عبور",
      description:
        "نام کاربری و رمز عبور را می‌گیرد و توکن می‌دهد. اگر `method` برابر `login` باشد ورود کامل است و توکن برای همهٔ فراخوانی‌ها به کار می‌رود؛ اگر `sms` یا `ga` باشد، توکن موقت است و باید با کد پیامک‌شده یا کد برنامهٔ احراز هویت در `confirm_otp` کامل شود (`setup`: ورود دومرحله‌ای پیامکی با همین کد روشن می‌شود).",
      body: loginRequestSchema,
      answer: answerOf(loginResponseSchema),
      errors: [{ status: 422, code: MESSAGE_CODES.unprocessable, message: "درخواست معتبر نیست" }, tooMany],
      example: {
        body: { username: "your-username", password: "your-password" },
        data: { method: "login", token: EXAMPLE_TOKEN },
      },
    },
    "POST /v1/api/acl/auth/confirm_otp": {
      summary: "تأیید کد مرحلهٔ دوم ورود",
      description:
        "توکن موقت ورود را با کد پیامک‌شده یا کد برنامهٔ احراز هویت (`otp`)، یا به جای آن یکی از کدهای بازیابی (`recovery_code`)، کامل می‌کند و توکن نهایی را می‌دهد.",
      body: confirmOtpRequestSchema,
      answer: answerOf(loginResponseSchema),
      errors: [wrongCode, tooMany],
      example: { body: { token: EXAMPLE_TOKEN, otp: "123456" }, data: { method: "login", token: EXAMPLE_TOKEN } },
    },
    "POST /v1/api/acl/auth/send_sms_otp": {
      summary: "ارسال دوبارهٔ کد ورود با پیامک",
      description: "برای توکن موقت ورود، کد تازه‌ای به موبایل کاربر پیامک می‌کند.",
      body: sendSmsOtpRequestSchema,
      answer: answerOf(loginResponseSchema),
      errors: [wrongCode, tooMany],
      example: { body: { token: EXAMPLE_TOKEN }, data: { method: "sms", token: EXAMPLE_TOKEN } },
    },
    "POST /v1/api/acl/auth/check_token": {
      summary: "بررسی توکن",
      description: "اگر توکن یا کلید API معتبر باشد، کاربر و حسابی را که با آن کار می‌کند برمی‌گرداند؛ وگرنه ۴۰۱.",
      answer: answerOf(checkTokenResponseSchema),
      example: {
        data: { user_name: "shop", user_id: 42, name: "فروشگاه نمونه", send_block: false, document_block: false },
      },
    },
    "POST /v1/api/acl/auth/logout": {
      summary: "خروج",
      description: "توکن همین ورود را باطل می‌کند؛ فراخوانی‌های بعدی با آن ۴۰۱ می‌گیرند.",
      answer: NO_DATA,
      example: { data: null },
    },
    "GET /v1/api/acl/auth/login_setting": {
      summary: "تنظیمات ورود",
      description: "این‌که ثبت‌نام و بازیابی رمز عبور باز است، طول کد تأیید و فاصلهٔ ارسال دوبارهٔ آن به ثانیه.",
      answer: answerOf(loginSettingResponseSchema),
      example: {
        data: { register_enabled: true, forgot_password_enabled: true, otp_length: 6, otp_resend_seconds: 120 },
      },
    },
    "POST /v1/api/acl/auth/forgot_password": {
      summary: "شروع بازیابی رمز عبور",
      description:
        "نام کاربری و موبایل حساب را می‌گیرد و اگر با هم بخوانند کدی به موبایل پیامک می‌کند. پاسخ در هر حال یک توکن است تا معلوم نشود حسابی هست یا نه.",
      body: forgotPasswordRequestSchema,
      answer: answerOf(forgotPasswordResponseSchema),
      errors: [tooMany],
      example: { body: { username: "your-username", mobile: "09121234567" }, data: { token: EXAMPLE_TOKEN } },
    },
    "POST /v1/api/acl/auth/forgot_password_check_otp": {
      summary: "بررسی کد بازیابی رمز عبور",
      description: "کد پیامک‌شده را با توکن بازیابی می‌سنجد، پیش از آن‌که رمز تازه خواسته شود.",
      body: forgotPasswordCheckOtpRequestSchema,
      answer: NO_DATA,
      errors: [wrongCode, tooMany],
      example: { body: { token: EXAMPLE_TOKEN, otp: "123456" }, data: null },
    },
    "POST /v1/api/acl/auth/change_password_by_token": {
      summary: "تعیین رمز عبور تازه",
      description: "با توکن و کد بازیابی، رمز عبور تازه را می‌نشاند و همهٔ ورودهای قبلی حساب را می‌بندد.",
      body: changePasswordByTokenRequestSchema,
      answer: NO_DATA,
      errors: [wrongCode, tooMany],
      example: { body: { token: EXAMPLE_TOKEN, otp: "123456", password: "NewPass1234" }, data: null },
    },
    "POST /v1/api/acl/auth/partner_invitation/check": {
      summary: "بررسی دعوت همکار",
      description: "توکن پیوند دعوت را می‌سنجد و می‌گوید چه کسی به کدام حساب دعوت شده است.",
      body: invitationTokenRequestSchema,
      answer: answerOf(invitationResponseSchema),
      errors: [wrongCode, tooMany],
      example: {
        body: { token: EXAMPLE_TOKEN },
        data: { first_name: "سارا", last_name: "احمدی", username: "shop-sara", account_name: "فروشگاه نمونه" },
      },
    },
    "POST /v1/api/acl/auth/partner_invitation/accept": {
      summary: "پذیرفتن دعوت همکار",
      description: "همکار دعوت‌شده رمز عبورش را می‌گذارد؛ پیوند دعوت پس از آن باطل است.",
      body: acceptInvitationRequestSchema,
      answer: dataOf(z.object({ username: z.string() })),
      errors: [wrongCode, tooMany],
      example: { body: { token: EXAMPLE_TOKEN, password: "NewPass1234" }, data: { username: "shop-sara" } },
    },
    "GET /v1/api/acl/list": {
      summary: "بسته‌های قابل انتخاب در ثبت‌نام",
      description: "بسته‌هایی که نماینده (`reseller_id`) برای ثبت‌نام عرضه می‌کند، با قیمت به ریال.",
      query: aclListQuerySchema,
      answer: answerOf(aclListResponseSchema),
      example: { query: { reseller_id: 1 }, data: [{ id: 3, title: "پایه", price: 0 }] },
    },
    "GET /v1/api/acl/package/general_list": {
      summary: "فهرست بسته‌ها",
      description:
        "بسته‌های عمومی سرویس با قیمت، تخفیف ویژه و کمترین شارژ؛ و آنچه خرید هر بسته می‌دهد: مدت آن به روز (`term_days`) و سرویس‌هایی که باز می‌کند (`services`).",
      answer: answerOf(planListResponseSchema),
      example: {
        data: [
          {
            acl_role_id: 3,
            acl_role_name: "پایه",
            price: 0,
            special_disc: 0,
            min_sms_charge: 100000,
            type: "general",
            acl_type: "user",
            status: "active",
            acl_role_type_registration: "free",
            expire_time: null,
            updated_at: "2025-01-01T00:00:00.000Z",
            term_days: 365,
            services: [],
          },
        ],
      },
    },
    "GET /v1/api/user/activity_domain": {
      summary: "حوزه‌های فعالیت",
      description: "حوزه‌های فعالیتی که در ثبت‌نام انتخاب می‌شوند.",
      answer: answerOf(activityDomainListResponseSchema),
      example: { data: [{ id: 1, title: "فروشگاه اینترنتی" }] },
    },
    "POST /v1/api/user/check_exist": {
      summary: "بررسی آزاد بودن نام کاربری",
      description:
        "اگر نام کاربری آزاد باشد «این نام کاربری قابل ثبت می باشد»؛ اگر گرفته شده باشد ۴۲۲ با پیام همین فیلد.",
      body: checkExistRequestSchema,
      answer: NO_DATA,
      example: { body: { user_name: "myshop" }, data: null },
    },
    "POST /v1/api/user/register": {
      summary: "ثبت‌نام",
      description:
        "حساب تازه می‌سازد و کدی به موبایل پیامک می‌کند؛ پاسخ توکن موقتی با `method: sms` است که با `confirm_otp` کامل می‌شود.",
      body: registerRequestSchema,
      answer: answerOf(registerResponseSchema),
      errors: [tooMany],
      example: {
        body: {
          user_name: "myshop",
          name_family: "علی رضایی",
          mobile_number: "09121234567",
          activity_domain_id: 1,
          password: "NewPass1234",
        },
        data: { method: "sms", token: EXAMPLE_TOKEN },
      },
    },
  },
};
