import * as z from "zod/mini";
import { ERROR_MESSAGES } from "../../errors/messages";
import { activityExportQuerySchema, activityListQuerySchema, activityListResponseSchema } from "../activity-log";
import { businessNeedCheckResponseSchema, businessSetupRequestSchema } from "../business";
import { DOCUMENT_MESSAGES, documentIdRequestSchema, documentListResponseSchema } from "../documents";
import { MESSAGE_CODES } from "../envelope";
import { facilityUsageResponseSchema } from "../facilities";
import {
  codeOfferResponseSchema,
  newMobileRequestSchema,
  PHONE_CHANGE_MESSAGES,
  phoneChangeCodeSchema,
  phoneChangeStatusResponseSchema,
} from "../phone-change";
import { PROFILE_MESSAGES, profileResponseSchema, updateProfileRequestSchema } from "../profile";
import { DEFAULT_PANEL_PREFERENCES } from "../panel-preferences";
import { userSettingResponseSchema, userSettingSchema } from "../user-setting";
import { answerOf, BACKGROUND_EXPORT_NOTE, fileField, NO_DATA, pageOf } from "./answers";
import { XLSX } from "./files";
import type { ApiDocArea } from "./types";

const profile = {
  user_name: "shop",
  mobile: "+989121234567",
  name: "علی رضایی",
  personal: {
    first_name: "علی",
    last_name: "رضایی",
    national_id: "0012345679",
    father_name: null,
    birth_place: null,
    birth_date: null,
    gender: "male",
    user_type: "real",
  },
  legal: null,
  contact: {
    email: "info@shop.example.com",
    website: "https://shop.example.com",
    landline: "88776655",
    city_code: "021",
  },
  address: {
    province_id: 8,
    province_name: "تهران",
    city_id: 301,
    city_name: "تهران",
    postal_code: "1234567890",
    address: "خیابان آزادی، پلاک ۱",
  },
  logo_id: 12,
};

const SAMPLE_PREFERENCES = { ...DEFAULT_PANEL_PREFERENCES, theme: "dark", page_size: 20 };
const wrongCode = { status: 422, code: MESSAGE_CODES.validation, message: PHONE_CHANGE_MESSAGES.wrongCode };
const phoneStatus = {
  mobile: "+989121234567",
  request: {
    id: 3,
    state: "current_confirmed",
    new_mobile: null,
    reason: null,
    created_at: "2025-03-12 10:25:00",
    submitted_at: null,
    reviewed_at: null,
  },
};

export const accountDocs: ApiDocArea = {
  tag: "account",
  name: "حساب کاربری",
  description:
    "پروفایل و لوگو، کسب‌وکار، تنظیمات اعلان‌ها و هشدار اعتبار، تغییر شمارهٔ موبایل حساب، مدارک احراز هویت و گزارش فعالیت اعضای حساب.",
  operations: {
    "GET /v1/api/user/show_profile": {
      summary: "پروفایل",
      description: "اطلاعات هویتی، حقوقی (برای کاربر حقوقی)، تماس و نشانی حساب، با شناسهٔ لوگو.",
      answer: answerOf(profileResponseSchema),
      example: { data: profile },
    },
    "POST /v1/api/user/update_profile": {
      summary: "ویرایش پروفایل",
      description:
        "یک بخش پروفایل (`section`: `personal`، `legal`، `contact` یا `address`) را با فیلدهای همان بخش ذخیره می‌کند و کل پروفایل را برمی‌گرداند؛ فیلدهای بخش‌های دیگر خوانده نمی‌شوند.",
      body: updateProfileRequestSchema,
      answer: answerOf(profileResponseSchema),
      example: {
        body: {
          section: "contact",
          email: "info@shop.example.com",
          website: "https://shop.example.com",
          landline: "88776655",
          city_code: "021",
        },
        data: profile,
      },
    },
    "POST /v1/api/user/logo": {
      summary: "بارگذاری لوگو",
      description:
        "تصویر JPG، PNG یا GIF (حداکثر ۲ مگابایت) را در فیلد `logo` می‌گیرد؛ نوع فایل از محتوای آن سنجیده می‌شود.",
      body: z.object({ logo: fileField("تصویر JPG، PNG یا GIF لوگو") }),
      multipart: true,
      answer: answerOf(profileResponseSchema),
      errors: [{ status: 413, code: MESSAGE_CODES.tooLarge, message: PROFILE_MESSAGES.logoTooLarge }],
      example: { body: { logo: "@logo.png" }, data: profile },
    },
    "DELETE /v1/api/user/logo": {
      summary: "حذف لوگو",
      description: "لوگوی حساب را برمی‌دارد و پروفایل را برمی‌گرداند.",
      answer: answerOf(profileResponseSchema),
      example: { data: { ...profile, logo_id: null } },
    },
    "GET /v1/api/user/logo/:id": {
      summary: "تصویر لوگو",
      description: "خود تصویر لوگوی حساب.",
      answer: { kind: "file", type: "image/png" },
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: PROFILE_MESSAGES.logoNotFound }],
      example: { params: { id: 12 } },
    },
    "GET /v1/api/user/business/need_check": {
      summary: "وضعیت ثبت کسب‌وکار",
      description: "این‌که نام کسب‌وکار و حوزهٔ فعالیت هنوز ثبت نشده (پیش از نخستین ارسال لازم است) و نام ثبت‌شده.",
      answer: answerOf(businessNeedCheckResponseSchema),
      example: { data: { need_setup: false, business_name: "فروشگاه نمونه" } },
    },
    "POST /v1/api/user/business/setup": {
      summary: "ثبت کسب‌وکار",
      description: "نام کسب‌وکار و حوزهٔ فعالیت را ثبت می‌کند؛ متن الگوها باید همین نام را داشته باشد.",
      body: businessSetupRequestSchema,
      answer: NO_DATA,
      example: { body: { business_name: "فروشگاه نمونه", activity_domain_id: 1 }, data: null },
    },
    "GET /v1/api/user/setting": {
      summary: "تنظیمات حساب",
      description:
        "آستانهٔ هشدار کمبود اعتبار (ریال؛ `null` یعنی خاموش)، روش اعلان هر رویداد (`sms` یا `panel`) و ترجیحات پنلِ کاربرِ واردشده: پوسته، تراکم جدول‌ها، تعداد پیش‌فرض در صفحه، چیدمان تبلت و اعلان‌های لحظه‌ای.",
      answer: answerOf(userSettingResponseSchema),
      example: {
        data: {
          low_credit_threshold: 500000,
          notifications: {
            low_credit: "sms",
            payment_reviewed: "panel",
            ticket_answered: "sms",
            export_ready: "panel",
          },
          preferences: SAMPLE_PREFERENCES,
        },
      },
    },
    "POST /v1/api/user/setting": {
      summary: "ذخیرهٔ تنظیمات حساب",
      description:
        "آستانهٔ هشدار اعتبار، روش اعلان رویدادها یا ترجیحات پنل را تغییر می‌دهد؛ آن‌چه فرستاده نشود دست نمی‌خورد و کلید ناشناخته پذیرفته نمی‌شود. هر عضو ترجیحات پنل خودش را ذخیره می‌کند؛ آستانه و روش اعلان‌ها از آنِ حساب است و فقط مالک تغییرشان می‌دهد: درخواست همکاری که یکی از آن‌ها را داشته باشد با ۴۰۳ رد می‌شود و چیزی ذخیره نمی‌شود.",
      body: userSettingSchema,
      answer: answerOf(userSettingResponseSchema),
      errors: [{ status: 403, code: MESSAGE_CODES.accessRestricted, message: ERROR_MESSAGES.accessRestricted }],
      example: {
        body: { low_credit_threshold: 500000, notifications: { low_credit: "sms" }, preferences: { theme: "dark" } },
        data: {
          low_credit_threshold: 500000,
          notifications: {
            low_credit: "sms",
            payment_reviewed: "panel",
            ticket_answered: "sms",
            export_ready: "panel",
          },
          preferences: SAMPLE_PREFERENCES,
        },
      },
    },
    "GET /v1/api/user/facilities": {
      summary: "میزان استفاده از امکانات پنل",
      description:
        "شمار آن‌چه حساب از هر امکان ساخته است (دفترچه تلفن، الگو، پیام آماده، منشی، کدخوان، کلید API، وب‌هوک، همکار)، شمار خط‌های دریافت و شمار خط‌های خود حساب (اختصاصی یا گرفته‌شده با تعهدنامه)؛ صفر یعنی آن امکان هنوز راه‌اندازی نشده است. فقط شمار، بی‌هیچ ردیف یا عنوانی.",
      answer: answerOf(facilityUsageResponseSchema),
      example: {
        data: {
          phonebooks: 3,
          patterns: 2,
          predefined_messages: 5,
          receiving_lines: 1,
          dedicated_lines: 2,
          secretaries: 0,
          code_readers: 0,
          api_keys: 1,
          webhooks: 0,
          colleagues: 2,
        },
      },
    },
    "GET /v1/api/user/change_mobile/status": {
      summary: "وضعیت تغییر شمارهٔ موبایل",
      description: "شمارهٔ کنونی حساب و درخواست تغییر جاری، اگر باشد.",
      answer: answerOf(phoneChangeStatusResponseSchema),
      example: { data: { ...phoneStatus, request: null } },
    },
    "POST /v1/api/user/change_mobile/request_change_otp": {
      summary: "کد تأیید شمارهٔ کنونی",
      description:
        "برای شروع تغییر، کدی به شمارهٔ کنونی حساب پیامک می‌کند؛ `resend_in` ثانیه‌های مانده تا درخواست دوباره است.",
      answer: answerOf(codeOfferResponseSchema),
      errors: [
        {
          status: 429,
          code: MESSAGE_CODES.tooManyRequests,
          message: "کد تأیید به‌تازگی ارسال شده است. کمی صبر کنید و دوباره درخواست کنید.",
        },
      ],
      example: { data: { sent: true, mobile: "+989121234567", resend_in: 120 } },
    },
    "POST /v1/api/user/change_mobile/check_otp": {
      summary: "تأیید شمارهٔ کنونی",
      description: "کد پیامک‌شده به شمارهٔ کنونی را می‌سنجد.",
      body: phoneChangeCodeSchema,
      answer: answerOf(phoneChangeStatusResponseSchema),
      errors: [wrongCode],
      example: { body: { otp: "123456" }, data: phoneStatus },
    },
    "POST /v1/api/user/change_mobile/confirm_new_mobile": {
      summary: "شمارهٔ تازه",
      description: "شمارهٔ تازه را می‌گیرد و کدی به آن پیامک می‌کند.",
      body: newMobileRequestSchema,
      answer: answerOf(codeOfferResponseSchema),
      errors: [{ status: 422, code: MESSAGE_CODES.validation, message: PHONE_CHANGE_MESSAGES.confirmCurrentFirst }],
      example: { body: { mobile: "09351234567" }, data: { sent: true, mobile: "+989351234567", resend_in: 120 } },
    },
    "POST /v1/api/user/change_mobile/confirm_change_otp": {
      summary: "تأیید شمارهٔ تازه",
      description: "کد پیامک‌شده به شمارهٔ تازه را می‌سنجد؛ درخواست برای بررسی کارشناس ثبت می‌شود.",
      body: phoneChangeCodeSchema,
      answer: answerOf(phoneChangeStatusResponseSchema),
      errors: [wrongCode],
      example: {
        body: { otp: "123456" },
        data: {
          ...phoneStatus,
          request: {
            ...phoneStatus.request,
            state: "review",
            new_mobile: "+989351234567",
            submitted_at: "2025-03-12 10:30:00",
          },
        },
      },
    },
    "GET /v1/api/user/documents": {
      summary: "مدارک احراز هویت",
      description:
        "انواع مدرکی که سرویس‌دهنده می‌خواهد، با نمونه، شمار فایل مجاز و آن‌چه حساب فرستاده و وضعیت بررسی آن.",
      answer: answerOf(documentListResponseSchema),
      example: {
        data: [
          {
            id: 1,
            title: "کارت ملی",
            description: "تصویر روی کارت ملی",
            need_file: 1,
            show_profile: 1,
            expire_after_days: 0,
            show_order: 1,
            file_count: 1,
            files_structure: null,
            sample_file: null,
            user_document: {
              id: 7,
              state: "review",
              reason: null,
              submitted_at: "2025-03-12 10:25:00",
              reviewed_at: null,
              files: [
                {
                  id: 21,
                  name: "card.jpg",
                  size: 204800,
                  content_type: "image/jpeg",
                  created_at: "2025-03-12 10:25:00",
                },
              ],
            },
          },
        ],
      },
    },
    "POST /v1/api/user/documents/upload": {
      summary: "فرستادن مدرک",
      description:
        "فایل‌های یک نوع مدرک (`document_id` و `files[]`؛ JPG، PNG یا PDF، هر کدام حداکثر ۵ مگابایت) را به جای فایل‌های پیشین می‌فرستد؛ مدرک دوباره به بررسی می‌رود.",
      body: z.object({ document_id: z.string(), "files[]": fileField("فایل JPG، PNG یا PDF مدرک؛ تکرارشونده") }),
      multipart: true,
      answer: NO_DATA,
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: DOCUMENT_MESSAGES.kindNotFound }],
      example: { body: { document_id: "1", "files[]": "@card.jpg" }, data: null },
    },
    "POST /v1/api/user/documents/remove": {
      summary: "حذف مدرک",
      description: "مدرک فرستاده‌شدهٔ یک نوع را برمی‌دارد؛ مدرک تأییدشده دیگر تغییر نمی‌کند.",
      body: documentIdRequestSchema,
      answer: NO_DATA,
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: DOCUMENT_MESSAGES.nothingToRemove }],
      example: { body: { document_id: 1 }, data: null },
    },
    "GET /v1/api/user/documents/remove": {
      summary: "حذف مدرک (پیوند)",
      description: "همان «حذف مدرک» با شناسه در رشتهٔ پرس‌وجو، چنان‌که Edge می‌پذیرد.",
      query: documentIdRequestSchema,
      answer: NO_DATA,
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: DOCUMENT_MESSAGES.nothingToRemove }],
      example: { query: { document_id: 1 }, data: null },
    },
    "GET /v1/api/user/documents/files/:file_id": {
      summary: "فایل یک مدرک",
      description: "فایل فرستاده‌شدهٔ یک مدرک حساب، برای دانلود.",
      answer: { kind: "file", type: "application/pdf" },
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: DOCUMENT_MESSAGES.fileNotFound }],
      example: { params: { file_id: 21 } },
    },
    "GET /v1/api/user/activity_log": {
      summary: "گزارش فعالیت‌ها",
      description:
        "کارهایی که اعضای حساب (مالک، همکاران و کلیدهای API) کرده‌اند، تازه‌ترین نخست؛ پالایهٔ عضو، نوع فعالیت و بازهٔ روز (`YYYY-MM-DD`).",
      query: activityListQuerySchema,
      answer: pageOf(activityListResponseSchema),
      example: {
        query: { page: 1, per_page: 10, kind: "send", from_day: "2025-03-01", to_day: "2025-03-12" },
        data: [
          {
            id: 9001,
            member_id: 42,
            member_name: "علی رضایی",
            by_owner: true,
            kind: "send",
            text: "ارسال ۱۰۴۸۵۷۶ به ۲ گیرنده",
            link: "/report/1048576",
            client_address: "203.0.113.7",
            created_at: "2025-03-12 21:20:02",
          },
        ],
      },
    },
    "GET /v1/api/user/activity_log/export": {
      summary: "خروجی گزارش فعالیت‌ها",
      description: `همان فعالیت‌ها با همان پالایه‌ها، به صورت فایل xlsx یا csv؛ ${BACKGROUND_EXPORT_NOTE}`,
      query: activityExportQuerySchema,
      answer: { kind: "file", type: XLSX },
      example: { query: { kind: "send", format: "xlsx" } },
    },
  },
};
