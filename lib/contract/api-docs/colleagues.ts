import {
  COLLEAGUE_MESSAGES,
  colleagueDetailResponseSchema,
  colleagueIdRequestSchema,
  colleagueListQuerySchema,
  colleagueListResponseSchema,
  colleagueResponseSchema,
  createColleagueRequestSchema,
  createRoleRequestSchema,
  permissionListResponseSchema,
  roleIdRequestSchema,
  roleListQuerySchema,
  roleListResponseSchema,
  roleResponseSchema,
  updateColleagueRequestSchema,
  updateRoleRequestSchema,
} from "../colleagues";
import { MESSAGE_CODES } from "../envelope";
import { answerOf, NO_DATA, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

const roleNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: COLLEAGUE_MESSAGES.roleNotFound };
const colleagueNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: COLLEAGUE_MESSAGES.colleagueNotFound };
const role = {
  id: 6,
  title: "پشتیبان فروش",
  permissions: ["send.quick", "reports.view", "contacts.view"],
  colleagues_count: 2,
  created_at: "2025-03-01 09:00:00",
  updated_at: "2025-03-12 10:25:00",
};
const colleague = {
  id: 14,
  first_name: "سارا",
  last_name: "احمدی",
  mobile: "989351234567",
  username: "shop-sara",
  role_id: 6,
  role_title: "پشتیبان فروش",
  state: "active",
  two_step: "sms",
  last_activity_at: "2025-03-12 10:25:00",
  first_sign_in_at: "2025-03-02 09:00:00",
  created_at: "2025-03-01 09:00:00",
};

export const colleaguesDocs: ApiDocArea = {
  tag: "colleagues",
  name: "همکاران و سطوح دسترسی",
  description:
    "همکاران حساب (هر کدام با نام کاربری و رمز خود) و سطوح دسترسی آن‌ها. همه فقط در دست مالک حساب است؛ همکار با پیامکی که پیوند یک‌بارمصرف دارد دعوت می‌شود.",
  operations: {
    "GET /v1/api/acl/partner/permission_list": {
      summary: "فهرست دسترسی‌ها",
      description: "همهٔ دسترسی‌هایی که در یک سطح دسترسی می‌آیند، به تفکیک بخش، با عنوان فارسی.",
      answer: answerOf(permissionListResponseSchema),
      example: {
        data: [{ id: "send", title: "ارسال پیامک", permissions: [{ id: "send.quick", title: "ارسال سریع" }] }],
      },
    },
    "GET /v1/api/acl/partner/role_list": {
      summary: "فهرست سطوح دسترسی",
      description: "سطوح دسترسی حساب صفحه‌به‌صفحه، با شمار همکارانی که هر کدام را دارند؛ جستجو در عنوان.",
      query: roleListQuerySchema,
      answer: pageOf(roleListResponseSchema),
      example: { query: { page: 1, per_page: 10 }, data: [role] },
    },
    "GET /v1/api/acl/partner/show_role": {
      summary: "یک سطح دسترسی",
      description: "یک سطح دسترسی حساب با دسترسی‌هایش.",
      query: roleIdRequestSchema,
      answer: answerOf(roleResponseSchema),
      errors: [roleNotFound],
      example: { query: { role_id: 6 }, data: role },
    },
    "POST /v1/api/acl/partner/create_role": {
      summary: "ساخت سطح دسترسی",
      description: "سطح دسترسی تازه‌ای با عنوان یکتا و دست‌کم یک دسترسی می‌سازد.",
      body: createRoleRequestSchema,
      answer: answerOf(roleResponseSchema),
      example: {
        body: { title: "پشتیبان فروش", permissions: ["send.quick", "reports.view", "contacts.view"] },
        data: { ...role, colleagues_count: 0 },
      },
    },
    "POST /v1/api/acl/partner/update_role": {
      summary: "ویرایش سطح دسترسی",
      description:
        "عنوان و دسترسی‌های یک سطح را تغییر می‌دهد؛ همکارانی که آن را دارند از درخواست بعدی با دسترسی تازه کار می‌کنند.",
      body: updateRoleRequestSchema,
      answer: answerOf(roleResponseSchema),
      errors: [roleNotFound],
      example: {
        body: { role_id: 6, title: "پشتیبان فروش", permissions: ["send.quick", "reports.view"] },
        data: { ...role, permissions: ["send.quick", "reports.view"] },
      },
    },
    "POST /v1/api/acl/partner/delete_role": {
      summary: "حذف سطح دسترسی",
      description: "سطح دسترسی‌ای را که به هیچ همکاری داده نشده حذف می‌کند.",
      body: roleIdRequestSchema,
      answer: NO_DATA,
      errors: [roleNotFound, { status: 409, code: MESSAGE_CODES.conflict, message: COLLEAGUE_MESSAGES.roleInUse }],
      example: { body: { role_id: 6 }, data: null },
    },
    "POST /v1/api/plugins/partner/duplicate_role": {
      summary: "رونوشت سطح دسترسی",
      description: "رونوشتی از یک سطح دسترسی با همان دسترسی‌ها و عنوانی تازه می‌سازد.",
      body: roleIdRequestSchema,
      answer: answerOf(roleResponseSchema),
      errors: [roleNotFound],
      example: { body: { role_id: 6 }, data: { ...role, id: 7, title: "پشتیبان فروش (رونوشت)", colleagues_count: 0 } },
    },
    "GET /v1/api/user/partner": {
      summary: "فهرست همکاران",
      description: "همکاران حساب صفحه‌به‌صفحه، با سطح دسترسی، وضعیت و آخرین فعالیت؛ جستجو و پالایهٔ وضعیت و سطح.",
      query: colleagueListQuerySchema,
      answer: pageOf(colleagueListResponseSchema),
      example: { query: { page: 1, per_page: 10, state: "active" }, data: [colleague] },
    },
    "GET /v1/api/user/partner/:id{[0-9]+}": {
      summary: "یک همکار",
      description: "یک همکار حساب با نشست‌های باز او.",
      answer: answerOf(colleagueDetailResponseSchema),
      errors: [colleagueNotFound],
      example: {
        params: { id: 14 },
        data: {
          ...colleague,
          sessions: [
            {
              id: 90,
              client_address: "203.0.113.8",
              user_agent: "Mozilla/5.0 (Android 14) Chrome/126.0",
              created_at: "2025-03-12 08:00:00",
              last_used_at: "2025-03-12 10:25:00",
            },
          ],
        },
      },
    },
    "POST /v1/api/user/partner/create": {
      summary: "دعوت همکار",
      description:
        "همکار تازه‌ای با نام، موبایل، نام کاربری و سطح دسترسی می‌سازد و پیوند یک‌بارمصرف (۷۲ ساعت) تعیین رمز را به موبایل او پیامک می‌کند.",
      body: createColleagueRequestSchema,
      answer: answerOf(colleagueResponseSchema),
      errors: [roleNotFound],
      example: {
        body: { first_name: "سارا", last_name: "احمدی", mobile: "09351234567", username: "shop-sara", role_id: 6 },
        data: { ...colleague, state: "pending", two_step: "off", last_activity_at: null, first_sign_in_at: null },
      },
    },
    "POST /v1/api/user/partner/update": {
      summary: "ویرایش همکار",
      description: "نام و سطح دسترسی همکار را تغییر می‌دهد؛ موبایل و نام کاربری همان می‌ماند.",
      body: updateColleagueRequestSchema,
      answer: answerOf(colleagueResponseSchema),
      errors: [colleagueNotFound, roleNotFound],
      example: { body: { partner_id: 14, first_name: "سارا", last_name: "احمدی", role_id: 6 }, data: colleague },
    },
    "POST /v1/api/user/partner/active": {
      summary: "فعال کردن همکار",
      description: "همکار غیرفعال را دوباره فعال می‌کند.",
      body: colleagueIdRequestSchema,
      answer: answerOf(colleagueResponseSchema),
      errors: [colleagueNotFound],
      example: { body: { partner_id: 14 }, data: colleague },
    },
    "POST /v1/api/user/partner/deactive": {
      summary: "غیرفعال کردن همکار",
      description: "همکار را غیرفعال می‌کند و نشست‌های باز او را همان دم می‌بندد.",
      body: colleagueIdRequestSchema,
      answer: answerOf(colleagueResponseSchema),
      errors: [colleagueNotFound],
      example: { body: { partner_id: 14 }, data: { ...colleague, state: "deactivated" } },
    },
    "POST /v1/api/user/partner/delete": {
      summary: "حذف همکار",
      description: "همکار را حذف می‌کند؛ کارهای او در گزارش فعالیت می‌ماند.",
      body: colleagueIdRequestSchema,
      answer: NO_DATA,
      errors: [colleagueNotFound],
      example: { body: { partner_id: 14 }, data: null },
    },
    "POST /v1/api/user/partner/resend_invitation": {
      summary: "فرستادن دوبارهٔ دعوت",
      description: "پیوند تازهٔ دعوت را به همکاری که هنوز نپذیرفته پیامک می‌کند؛ پیوند پیشین باطل می‌شود.",
      body: colleagueIdRequestSchema,
      answer: answerOf(colleagueResponseSchema),
      errors: [
        colleagueNotFound,
        { status: 429, code: MESSAGE_CODES.tooManyRequests, message: COLLEAGUE_MESSAGES.invitationResendWait },
      ],
      example: {
        body: { partner_id: 14 },
        data: { ...colleague, state: "pending", two_step: "off", last_activity_at: null, first_sign_in_at: null },
      },
    },
  },
};
