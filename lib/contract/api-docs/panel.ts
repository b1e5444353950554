import {
  areaCountsRequestSchema,
  bankCountsQuerySchema,
  citiesQuerySchema,
  citiesResponseSchema,
  countiesQuerySchema,
  countiesResponseSchema,
  gendersResponseSchema,
  jobCategoriesResponseSchema,
  jobCountQuerySchema,
  jobSubCategoriesQuerySchema,
  jobSubCategoriesResponseSchema,
  operatorCountsResponseSchema,
  postalCodeCountsQuerySchema,
  postalCodeCountsResponseSchema,
  provincesResponseSchema,
  towersQuerySchema,
  towersResponseSchema,
} from "../banks";
import { emptyPageQuerySchema, MESSAGE_CODES } from "../envelope";
import { bannersResponseSchema, newsListResponseSchema, quickAccessResponseSchema } from "../home";
import { linkTrackerRequestSchema, trackedLinkResponseSchema } from "../link-tracker";
import { pluginsResponseSchema } from "../plugins";
import { answerOf, dataOf, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

const counts = { mci_count: 120000, irancell_count: 95000, other_count: 8000 };
const place = { province_id: 8, county_id: 96, city_id: 301 };

export const panelDocs: ApiDocArea = {
  tag: "panel",
  name: "پیشخوان، بانک شماره‌ها و راهنما",
  description:
    "آن‌چه پیشخوان پنل نشان می‌دهد (اخبار، دسترسی سریع، بنرها، فایل‌ها)، کوتاه‌کنندهٔ پیوند، شمار شماره‌های بانک‌ها برای ارسال منطقه‌ای، کد پستی، نقشه، دکل و شغلی، و همین راهنما.",
  operations: {
    "GET /v1/api/user/news/user_news_list": {
      summary: "اخبار",
      description: "اخبار و اطلاعیه‌های سرویس‌دهنده، تازه‌ترین نخست، صفحه‌به‌صفحه.",
      query: emptyPageQuerySchema,
      answer: pageOf(newsListResponseSchema),
      example: {
        query: { page: 1, per_page: 10 },
        data: [
          {
            id: 3,
            title: "تعرفهٔ تازه",
            description: "تعرفهٔ پیامک از ابتدای فروردین تغییر می‌کند.",
            link: null,
            created_at: "2025-03-10 09:00:00",
          },
        ],
      },
    },
    "GET /v1/api/panel/quick_access": {
      summary: "دسترسی سریع",
      description: "پیوندهای دسترسی سریع پیشخوان، هر کدام به صفحه‌ای از پنل.",
      answer: answerOf(quickAccessResponseSchema),
      example: { data: [{ id: 1, title: "ارسال سریع", icon: "send", link: "/send/quick" }] },
    },
    "GET /v1/api/panel/banners": {
      summary: "بنرها",
      description: "بنرهای پیشخوان با تصویر موبایل و رومیزی و پیوند آن‌ها.",
      answer: answerOf(bannersResponseSchema),
      example: {
        data: [
          {
            id: 1,
            type: 1,
            action: 1,
            mainFiles: {
              mobile: "/v1/api/panel/files/banner-1-mobile.webp",
              desktop: "/v1/api/panel/files/banner-1-desktop.webp",
              link: null,
              alt: "جشنوارهٔ شارژ",
            },
            popupFiles: null,
          },
        ],
      },
    },
    "GET /v1/api/panel/files/:name": {
      summary: "فایل پیشخوان",
      description: "تصویر یا فایلی که بنرها و اخبار به آن پیوند داده‌اند.",
      answer: { kind: "file", type: "image/webp" },
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: "فایل درخواست‌شده یافت نشد" }],
      example: { params: { name: "banner-1-mobile.webp" } },
    },
    "POST /v1/api/panel/link_tracker": {
      summary: "کوتاه کردن پیوند",
      description: "پیوند کوتاهی می‌سازد که شمار بازدیدهایش شمرده می‌شود، برای گذاشتن در متن پیامک.",
      body: linkTrackerRequestSchema,
      answer: answerOf(trackedLinkResponseSchema),
      example: {
        body: { url: "https://shop.example.com/offer" },
        data: {
          id: 40,
          url: "https://shop.example.com/offer",
          short_url: "https://sms.example.com/l/k3b9t",
          clicks: 0,
        },
      },
    },
    "GET /v1/api/send/banks/provinces": {
      summary: "استان‌ها",
      description: "استان‌ها برای ارسال منطقه‌ای.",
      answer: answerOf(provincesResponseSchema),
      example: { data: [{ id: 8, name: "تهران" }] },
    },
    "GET /v1/api/send/banks/counties": {
      summary: "شهرستان‌ها",
      description: "شهرستان‌های یک استان.",
      query: countiesQuerySchema,
      answer: answerOf(countiesResponseSchema),
      example: { query: { province_id: 8 }, data: [{ id: 96, name: "تهران" }] },
    },
    "GET /v1/api/send/banks/cities": {
      summary: "شهرها",
      description: "شهرهای یک شهرستان (`county_id`)، یا همهٔ شهرهای یک استان (`province_id`).",
      query: citiesQuerySchema,
      answer: answerOf(citiesResponseSchema),
      example: { query: { county_id: 96 }, data: [{ id: 301, name: "تهران" }] },
    },
    "GET /v1/api/send/banks/genders": {
      summary: "جنسیت‌ها",
      description: "گزینه‌های جنسیت پالایهٔ بانک شماره‌ها.",
      answer: dataOf(gendersResponseSchema.shape.data),
      example: {
        data: [
          { id: 1, name: "مرد" },
          { id: 2, name: "زن" },
        ],
      },
    },
    "GET /v1/api/send/banks/counts": {
      summary: "شمار شماره‌های یک منطقه",
      description:
        "شمار شماره‌های بانک در یک استان، شهرستان یا شهر به تفکیک اپراتور، با پالایهٔ پیش‌شماره، جنسیت و سال تولد؛ `bank=white` فهرست سیاه ارسال حساب را کنار می‌گذارد.",
      query: bankCountsQuerySchema,
      answer: answerOf(operatorCountsResponseSchema),
      example: { query: { ...place, number_prefix: "912", gender_id: 2, bank: "white" }, data: counts },
    },
    "GET /v1/api/send/banks/postal-code-counts": {
      summary: "شمار شماره‌ها با کد پستی",
      description: "برای هر آغاز کد پستی (جداشده با ویرگول)، شمار شماره‌ها به تفکیک اپراتور.",
      query: postalCodeCountsQuerySchema,
      answer: answerOf(postalCodeCountsResponseSchema),
      example: { query: { postal_codes: "131,141" }, data: [{ ...counts, postal_code: 131 }] },
    },
    "POST /v1/api/send/banks/area-counts": {
      summary: "شمار شماره‌های یک محدوده روی نقشه",
      description: "شمار شماره‌های درون چندضلعی رسم‌شده (نقطه‌ها به صورت `[طول, عرض]`) با پالایه‌های ارسال نقشه‌ای.",
      body: areaCountsRequestSchema,
      answer: answerOf(operatorCountsResponseSchema),
      example: {
        body: {
          polygon: [
            [51.38, 35.7],
            [51.42, 35.7],
            [51.42, 35.73],
            [51.38, 35.73],
          ],
          gender: 0,
          bank: "all",
        },
        data: counts,
      },
    },
    "GET /v1/api/send/banks/towers": {
      summary: "دکل‌های یک منطقه",
      description: "دکل‌های ایرانسل یک استان، شهرستان یا شهر با مختصات، شعاع پوشش و شمار شماره‌هایشان.",
      query: towersQuerySchema,
      answer: answerOf(towersResponseSchema),
      example: {
        query: place,
        data: [
          {
            id: 7001,
            name: "آزادی ۱",
            ...place,
            city_name: "تهران",
            longitude: 51.39,
            latitude: 35.7,
            radius_km: 1.5,
            irancell_count: 4200,
          },
        ],
      },
    },
    "GET /v1/api/send/jobs/categories": {
      summary: "دسته‌های شغلی",
      description: "دسته‌های اصلی بانک مشاغل.",
      answer: answerOf(jobCategoriesResponseSchema),
      example: { data: [{ id: 12, name: "پزشکی" }] },
    },
    "GET /v1/api/send/jobs/sub-categories": {
      summary: "زیردسته‌های شغلی",
      description: "زیردسته‌های یک دستهٔ اصلی مشاغل.",
      query: jobSubCategoriesQuerySchema,
      answer: answerOf(jobSubCategoriesResponseSchema),
      example: {
        query: { main_category_id: 12 },
        data: [{ id: 120, name: "دندان‌پزشکی", main_id: "12", main_name: "پزشکی" }],
      },
    },
    "GET /v1/api/send/jobs/number-count": {
      summary: "شمار شماره‌های یک شغل",
      description: "شمار شماره‌های یک دسته یا زیردستهٔ شغلی به تفکیک اپراتور.",
      query: jobCountQuerySchema,
      answer: answerOf(operatorCountsResponseSchema),
      example: { query: { main_category_id: 12, sub_category_id: 120 }, data: counts },
    },
    "GET /v1/api/panel/api-docs": {
      summary: "همین راهنما (OpenAPI)",
      description:
        "راهنمای API به صورت سند OpenAPI 3.1 (JSON)، ساخته از همان طرح‌هایی که سرور ورودی‌ها و پاسخ‌ها را با آن‌ها می‌سنجد؛ بدون ورود، یک ساعت قابل نگه‌داری، با ETag.",
      answer: { kind: "file", type: "application/json" },
      example: {},
    },
    "GET /v1/api/panel/llms.txt": {
      summary: "همین راهنما (متن ساده)",
      description:
        "همین راهنما به صورت Markdown برای ابزارها و دستیارهایی که متن می‌خوانند: هر فراخوانی با روش، مسیر، دسترسی، جدول ورودی‌ها، نمونهٔ curl و پاسخ نمونه.",
      answer: { kind: "file", type: "text/markdown" },
      example: {},
    },
    "GET /v1/api/panel/plugins": {
      summary: "افزونه‌ها و نمونه‌های آماده",
      description:
        "فهرست افزونه‌های سرویس‌دهنده: نام، بستر، نسخه، توضیح، پیوند راهنما و فایل دریافتنی هر کدام (`download_url`، با نام و اندازهٔ فایل به بایت). فایل‌ها از همین راهنما ساخته می‌شوند؛ بدون ورود، یک ساعت قابل نگه‌داری.",
      answer: answerOf(pluginsResponseSchema),
      example: {
        data: [
          {
            id: 1,
            name: "نمونه‌های آمادهٔ JavaScript",
            platform: "Node.js 18+",
            version: "1.0.0",
            description: "چهار برنامهٔ آمادهٔ اجرا: موجودی، ارسال پیامک، کد یکبار مصرف با الگو و گزارش تحویل.",
            documentation_url: "/developers/documents#post_v1_api_send",
            download_url: "/v1/api/panel/plugins/1/download",
            file_name: "sms-api-examples-javascript-1.0.0.zip",
            file_size: 5911,
          },
        ],
      },
    },
    "GET /v1/api/panel/plugins/:id{[0-9]+}/download": {
      summary: "دریافت فایل یک افزونه",
      description:
        "فایل zip یک افزونه با نامش در `Content-Disposition` و `ETag` (با `If-None-Match` پاسخ ۳۰۴ می‌گیرد)؛ نمونه‌های آماده کلید و نشانی سرویس را از متغیرهای محیطی می‌خوانند و کلیدی در خود ندارند.",
      answer: { kind: "file", type: "application/zip" },
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: "افزونهٔ درخواست‌شده یافت نشد" }],
      example: { params: { id: 1 } },
    },
  },
};
