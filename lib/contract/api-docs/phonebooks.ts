import * as z from "zod/mini";
import { exportFormatQuerySchema } from "../common";
import {
  addBlacklistRequestSchema,
  addBlacklistResponseSchema,
  blacklistQuerySchema,
  blacklistResponseSchema,
  cancel11QuerySchema,
  cancel11ResponseSchema,
  deleteBlacklistRequestSchema,
} from "../contact-lists";
import {
  addContactsRequestSchema,
  addContactsResponseSchema,
  addTagsRequestSchema,
  CONTACT_MESSAGES,
  contactDetailResponseSchema,
  contactExportQuerySchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactTagsResponseSchema,
  deleteContactsRequestSchema,
  deleteTagsRequestSchema,
  tagListQuerySchema,
  tagListResponseSchema,
} from "../contacts";
import { MESSAGE_CODES } from "../envelope";
import {
  fileImportResponseSchema,
  IMPORT_MESSAGES,
  importChunkRequestSchema,
  importResultSchema,
  phonebookImportResponseSchema,
} from "../phonebook-import";
import { IMPORT_FILE_MESSAGES, keptImportFileResponseSchema, startImportWithFileRequestSchema } from "../import-file";
import {
  deleteOptionsRequestSchema,
  deletePhonebooksRequestSchema,
  optionListQuerySchema,
  PHONEBOOK_MESSAGES,
  phonebookListQuerySchema,
  phonebookListResponseSchema,
  phonebookNumberCountQuerySchema,
  phonebookNumberCountResponseSchema,
  phonebookOptionListResponseSchema,
  phonebookOptionResponseSchema,
  phonebookResponseSchema,
  storeOptionRequestSchema,
  storePhonebookRequestSchema,
  updateOptionRequestSchema,
  updateOptionResponseSchema,
  updatePhonebookRequestSchema,
} from "../phonebooks";
import { answerOf, dataOf, fileField, NO_DATA, pageOf } from "./answers";
import { XLSX } from "./files";
import type { ApiDocArea } from "./types";

const phonebookNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: PHONEBOOK_MESSAGES.phonebookNotFound };
const contactNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: CONTACT_MESSAGES.contactNotFound };
const importNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: IMPORT_MESSAGES.importNotFound };
const featureInUse = {
  status: 409,
  code: MESSAGE_CODES.conflict,
  message: "ویژگی در دفترچه تلفن یا ارسالی در انتظار به کار رفته است؛ برای ادامه دوباره با `confirm: true` بفرستید.",
};

const option = { id: 46258, title: "تاریخ تولد", type: "date" };
const phonebook = {
  id: 1234,
  title: "مشتریان",
  count: 1520,
  export_status: null,
  import_status: null,
  created_at: "2025-03-01 09:00:00",
  updated_at: "2025-03-12 10:25:00",
  options: [option],
};
const tag = {
  id: 77,
  number_id: "5501",
  phonebook_id: "1234",
  tag: "مشتری ویژه",
  created_at: "2025-03-12 10:25:00",
  updated_at: "2025-03-12 10:25:00",
};
const contact = {
  id: 5501,
  phonebook_id: 1234,
  pre: "آقای",
  name: "سعید محمدی",
  email: "saeed@example.com",
  number: "+989120000000",
  created_at: "2025-03-12 10:25:00",
  updated_at: "2025-03-12 10:25:00",
  phonebook_title: "مشتریان",
  gender: 1,
  options: { "46258": "1370/01/15" },
  tags: [tag],
};
const contactInput = {
  number: "09120000000",
  pre: "آقای",
  name: "سعید محمدی",
  email: "saeed@example.com",
  gender: 1,
  options: { "46258": "1370/01/15" },
  phonebook_id: 1234,
  tags: ["مشتری ویژه"],
};
const feature = {
  ...option,
  created_at: "2025-03-01 09:00:00",
  latin_title: "birthday",
  enabled: true,
  system: false,
};
const importState = {
  import_id: "shop-2025-03-12",
  phonebook_id: 1234,
  status: "open",
  records: 25000,
  chunks: 3,
  received_chunks: [0],
  staged: 9990,
  errors: 10,
  added: null,
  existences: null,
};

/** Edge's file import: the file and, optionally, which column holds the mobile and what the others fill. */
const fileImportFormSchema = z.object({
  file: fileField("فایل xlsx یا csv مخاطبان"),
  mobile_column: z.optional(z.string()),
  columns: z.optional(z.string()),
});

export const phonebooksDocs: ApiDocArea = {
  tag: "phonebooks",
  name: "دفترچه تلفن و مخاطبان",
  description:
    "دفترچه‌های تلفن، مخاطبان هر کدام با ویژگی‌های دلخواه (مانند تاریخ تولد) و برچسب‌ها، ورود مخاطبان از فایل یا بخش‌به‌بخش، خروجی آن‌ها، فهرست سیاه ارسال و دریافت و فهرست لغو۱۱.",
  operations: {
    "GET /v1/api/phonebooks/list-new": {
      summary: "فهرست دفترچه‌های تلفن",
      description:
        "دفترچه‌های تلفن حساب صفحه‌به‌صفحه، با شمار مخاطبان و ویژگی‌هایی که هر کدام نشان می‌دهد؛ پالایهٔ عنوان و شناسه.",
      query: phonebookListQuerySchema,
      answer: pageOf(phonebookListResponseSchema),
      example: { query: { page: 1, per_page: 10, title: "مشتری" }, data: [phonebook] },
    },
    "POST /v1/api/phonebooks": {
      summary: "ساخت دفترچهٔ تلفن",
      description: "دفترچهٔ تلفن تازه‌ای با این عنوان و ویژگی‌ها (شناسهٔ ویژگی‌ها در `options`) می‌سازد.",
      body: storePhonebookRequestSchema,
      answer: answerOf(phonebookResponseSchema),
      example: { body: { title: "مشتریان", options: [46258] }, data: { ...phonebook, count: 0 } },
    },
    "PUT /v1/api/phonebooks/:phonebook_id{[0-9]+}": {
      summary: "ویرایش دفترچهٔ تلفن",
      description: "عنوان یا ویژگی‌های یک دفترچهٔ تلفن حساب را تغییر می‌دهد.",
      body: updatePhonebookRequestSchema,
      answer: NO_DATA,
      errors: [phonebookNotFound],
      example: { params: { phonebook_id: 1234 }, body: { title: "مشتریان وفادار" }, data: null },
    },
    "POST /v1/api/phonebooks/delete-list": {
      summary: "حذف دفترچه‌های تلفن",
      description: "دفترچه‌های تلفن با این شناسه‌ها را با مخاطبانشان حذف می‌کند.",
      body: deletePhonebooksRequestSchema,
      answer: NO_DATA,
      errors: [phonebookNotFound],
      example: { body: { listPhonebooks: [1234] }, data: null },
    },
    "GET /v1/api/phonebooks/numbers/count": {
      summary: "شمار شماره‌های دفترچه‌ها",
      description:
        "شمار شماره‌های یکتای دفترچه‌های انتخاب‌شده (`phonebook_ids` جداشده با ویرگول)، به تفکیک اپراتور، برای قیمت‌گذاری ارسال.",
      query: phonebookNumberCountQuerySchema,
      answer: answerOf(phonebookNumberCountResponseSchema),
      errors: [phonebookNotFound],
      example: {
        query: { phonebook_ids: "1234,1235" },
        data: { total: 1520, mci: 800, irancell: 600, rightel: 100, other: 20 },
      },
    },
    "GET /v1/api/phonebooks/numbers/contact-list": {
      summary: "فهرست مخاطبان",
      description:
        "مخاطبان حساب صفحه‌به‌صفحه، با پالایه‌های بازهٔ ساخت (ثانیهٔ یونیکس)، شماره یا نام، دفترچه، برچسب، جنسیت و مقدار یک ویژگی.",
      query: contactListQuerySchema,
      answer: pageOf(contactListResponseSchema),
      example: { query: { page: 1, per_page: 10, phonebook_id: 1234, tag: "ویژه" }, data: [contact] },
    },
    "GET /v1/api/phonebooks/numbers/contact-list/:contact_id{[0-9]+}": {
      summary: "یک مخاطب",
      description: "یک مخاطب حساب، با این‌که شماره‌اش در فهرست سیاه ارسال یا دریافت هست یا نه.",
      answer: answerOf(contactDetailResponseSchema),
      errors: [contactNotFound],
      example: {
        params: { contact_id: 5501 },
        data: { ...contact, is_send_blacklist: false, is_receive_blacklist: false },
      },
    },
    "POST /v1/api/phonebooks/numbers/add-list-new": {
      summary: "افزودن مخاطبان",
      description:
        "تا ۱٬۰۰۰ مخاطب را هر کدام به دفترچهٔ خود می‌افزاید؛ شمار افزوده‌ها، ردشده‌ها (`errors`) و آن‌هایی که دفترچه از پیش داشت (`existences`) را برمی‌گرداند.",
      body: addContactsRequestSchema,
      answer: answerOf(addContactsResponseSchema),
      errors: [phonebookNotFound],
      example: { body: { list: [contactInput] }, data: { added: 1, errors: 0, existences: 0 } },
    },
    "PUT /v1/api/phonebooks/numbers/update-new/:contact_id{[0-9]+}": {
      summary: "ویرایش مخاطب",
      description: "یک مخاطب حساب را ویرایش می‌کند؛ ویژگی‌ها و برچسب‌های فرستاده‌شده جای مقادیر پیشین را می‌گیرند.",
      body: contactInputSchema,
      answer: NO_DATA,
      errors: [contactNotFound],
      example: { params: { contact_id: 5501 }, body: contactInput, data: null },
    },
    "POST /v1/api/phonebooks/numbers/delete-list": {
      summary: "حذف مخاطبان",
      description: "مخاطبان حساب با این شناسه‌ها را حذف می‌کند.",
      body: deleteContactsRequestSchema,
      answer: NO_DATA,
      example: { body: { listNumbers: [5501] }, data: null },
    },
    "GET /v1/api/phonebooks/numbers/contact-list/export": {
      summary: "خروجی مخاطبان",
      description:
        "مخاطبانی که همان پالایه‌های فهرست نشان می‌دهند، به صورت فایل xlsx (یا csv با `format`)؛ بیش از ۱۰۰٬۰۰۰ ردیف در پس‌زمینه ساخته می‌شود: پاسخ بی‌درنگ ۲۰۲ با `{file}` است و فایل در مدیریت فایل‌ها (`user/files`) آماده می‌شود؛ `delivery=direct` خود فایل را در هر اندازه‌ای می‌خواهد.",
      query: contactExportQuerySchema,
      answer: { kind: "file", type: XLSX },
      example: { query: { phonebook_id: 1234, format: "xlsx" } },
    },
    "GET /v1/api/phonebooks/:phonebook_id{[0-9]+}/export": {
      summary: "خروجی یک دفترچهٔ تلفن",
      description:
        "همهٔ مخاطبان یک دفترچهٔ تلفن با ویژگی‌هایشان، به صورت فایل xlsx یا csv؛ بیش از ۱۰۰٬۰۰۰ ردیف در پس‌زمینه ساخته می‌شود: پاسخ بی‌درنگ ۲۰۲ با `{file}` است و فایل در مدیریت فایل‌ها (`user/files`) آماده می‌شود؛ `delivery=direct` خود فایل را در هر اندازه‌ای می‌خواهد.",
      query: exportFormatQuerySchema,
      answer: { kind: "file", type: XLSX },
      errors: [phonebookNotFound],
      example: { params: { phonebook_id: 1234 }, query: { format: "xlsx" } },
    },
    "GET /v1/api/phonebooks/:phonebook_id{[0-9]+}/import/get-sample": {
      summary: "فایل نمونهٔ ورود مخاطبان",
      description:
        "فایل نمونه با ستون‌های شماره، نام، پیشوند، ایمیل، جنسیت و ویژگی‌های دفترچه، برای پر کردن و بارگذاری.",
      query: exportFormatQuerySchema,
      answer: { kind: "file", type: XLSX },
      errors: [phonebookNotFound],
      example: { params: { phonebook_id: 1234 }, query: { format: "xlsx" } },
    },
    "POST /v1/api/phonebooks/:phonebook_id{[0-9]+}/import": {
      summary: "ورود مخاطبان از فایل",
      description:
        "فایل xlsx یا csv مخاطبان (حداکثر ۶۰ مگابایت) را در دفترچه وارد می‌کند. ستون شماره خودکار پیدا می‌شود یا با `mobile_column` (ستون A برابر ۰) تعیین می‌شود؛ `columns` (JSON) می‌گوید هر ستون دیگر کدام فیلد یا ویژگی را پر کند. پاسخ، شمار افزوده‌ها، تکراری‌ها و ردشده‌ها با دلیل است.",
      body: fileImportFormSchema,
      multipart: true,
      answer: answerOf(fileImportResponseSchema),
      errors: [phonebookNotFound],
      example: {
        params: { phonebook_id: 1234 },
        body: { file: "@contacts.xlsx", columns: '{"1": "name", "2": 46258}' },
        data: {
          added: 1480,
          existences: 30,
          errors: 10,
          records: 1520,
          report: { empty_cell: 2, invalid_number: 8, duplicate: 30, other_reasons: 0, invalid_values: 0 },
        },
      },
    },
    "POST /v1/api/phonebooks/:phonebook_id{[0-9]+}/imports": {
      summary: "شروع ورود بخش‌به‌بخش",
      description:
        "ورود بزرگ (تا ۱٬۰۰۰٬۰۰۰ رکورد) را با شمار رکوردها و بخش‌ها باز می‌کند. `import_id` دلخواه، تکرار همین درخواست را بی‌خطر می‌کند. `file` (نام و حجم فایلی که رکوردها از آن خوانده شده) اعلام می‌کند که خود فایل پس از ثبت ورود فرستاده می‌شود تا در مدیریت فایل‌ها بماند.",
      body: startImportWithFileRequestSchema,
      answer: answerOf(phonebookImportResponseSchema),
      errors: [phonebookNotFound],
      example: {
        params: { phonebook_id: 1234 },
        body: {
          import_id: "shop-2025-03-12",
          records: 25000,
          chunks: 3,
          file: { name: "customers.xlsx", size: 812_344 },
        },
        data: { ...importState, received_chunks: [], staged: 0, errors: 0 },
      },
    },
    "GET /v1/api/phonebooks/imports/:import_id": {
      summary: "وضعیت ورود بخش‌به‌بخش",
      description: "بخش‌های رسیده، مخاطبان آماده و ردشده تا این لحظه، و پس از ثبت، نتیجهٔ آن.",
      answer: answerOf(phonebookImportResponseSchema),
      errors: [importNotFound],
      example: { params: { import_id: "shop-2025-03-12" }, data: importState },
    },
    "PUT /v1/api/phonebooks/imports/:import_id/chunks/:chunk_index": {
      summary: "فرستادن یک بخش",
      description:
        "یک بخش (حداکثر ۱۰٬۰۰۰ مخاطب) از ورود را می‌فرستد؛ بخش‌ها از ۰ شماره می‌خورند و فرستادن دوبارهٔ یک بخش جای آن را می‌گیرد.",
      body: importChunkRequestSchema,
      answer: answerOf(phonebookImportResponseSchema),
      errors: [importNotFound],
      example: {
        params: { import_id: "shop-2025-03-12", chunk_index: 0 },
        body: { contacts: [{ row: 2, number: "09120000000", name: "سعید محمدی", gender: 1 }] },
        data: importState,
      },
    },
    "POST /v1/api/phonebooks/imports/:import_id/commit": {
      summary: "ثبت ورود بخش‌به‌بخش",
      description: "پس از رسیدن همهٔ بخش‌ها، مخاطبان را یکجا در دفترچه ثبت می‌کند.",
      answer: dataOf(importResultSchema),
      errors: [importNotFound],
      example: { params: { import_id: "shop-2025-03-12" }, data: { added: 24900, existences: 70, errors: 30 } },
    },
    "PUT /v1/api/phonebooks/imports/:import_id/file": {
      summary: "نگه‌داشتن فایل ورود",
      description:
        "پس از ثبت ورود، خود فایلی که در آغاز ورود اعلام شده بود (بدنهٔ درخواست، همان بایت‌های فایل با `Content-Type: application/octet-stream`، هم‌حجم اعلام‌شده و حداکثر ۶۰ مگابایت) یک بار فرستاده می‌شود و در مدیریت فایل‌ها، در «فایل‌های بارگذاری‌شده»، می‌ماند.",
      answer: answerOf(keptImportFileResponseSchema),
      errors: [
        importNotFound,
        { status: 409, code: MESSAGE_CODES.conflict, message: IMPORT_FILE_MESSAGES.notCommitted },
        { status: 409, code: MESSAGE_CODES.conflict, message: IMPORT_FILE_MESSAGES.alreadyKept },
      ],
      example: { params: { import_id: "shop-2025-03-12" }, data: { id: 413, name: "customers.xlsx", size: 812_344 } },
    },
    "GET /v1/api/phonebooks/options/list-new": {
      summary: "فهرست ویژگی‌ها",
      description: "ویژگی‌های دلخواه مخاطبان (متن، تاریخ، عدد)، از حساب و سیستمی، صفحه‌به‌صفحه.",
      query: optionListQuerySchema,
      answer: pageOf(phonebookOptionListResponseSchema),
      example: { query: { page: 1, per_page: 10, enabled: "1" }, data: [feature] },
    },
    "POST /v1/api/phonebooks/options": {
      summary: "ساخت ویژگی",
      description:
        "ویژگی تازه‌ای با نوع (`string`، `date`، `int`)، عنوان و عنوان لاتین (برای جایگذاری در متن پیام) می‌سازد.",
      body: storeOptionRequestSchema,
      answer: answerOf(phonebookOptionResponseSchema),
      example: { body: { type: "date", title: "تاریخ تولد", latin_title: "birthday" }, data: feature },
    },
    "PUT /v1/api/phonebooks/options/:option_id{[0-9]+}": {
      summary: "ویرایش ویژگی",
      description:
        "عنوان، عنوان لاتین یا روشن و خاموش بودن ویژگی را تغییر می‌دهد. خاموش کردن ویژگی‌ای که به کار رفته ۴۰۹ با هشدار می‌گیرد تا با `confirm: true` تأیید شود.",
      body: updateOptionRequestSchema,
      answer: answerOf(updateOptionResponseSchema),
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: "ویژگی یافت نشد" }, featureInUse],
      example: { params: { option_id: 46258 }, body: { enabled: false, confirm: true }, data: true },
    },
    "POST /v1/api/phonebooks/options/delete-list": {
      summary: "حذف ویژگی‌ها",
      description:
        "ویژگی‌های حساب با این شناسه‌ها را حذف می‌کند؛ ویژگی به‌کاررفته ۴۰۹ می‌گیرد تا با `confirm: true` تأیید شود.",
      body: deleteOptionsRequestSchema,
      answer: NO_DATA,
      errors: [featureInUse],
      example: { body: { listOptions: [46258], confirm: true }, data: null },
    },
    "GET /v1/api/phonebooks/numbers/tags": {
      summary: "فهرست برچسب‌ها",
      description: "برچسب‌های مخاطبان حساب صفحه‌به‌صفحه؛ پالایهٔ متن برچسب و یک مخاطب (`number_id`).",
      query: tagListQuerySchema,
      answer: pageOf(tagListResponseSchema),
      example: { query: { page: 1, per_page: 10, number_id: 5501 }, data: [tag] },
    },
    "POST /v1/api/phonebooks/numbers/tags": {
      summary: "افزودن برچسب به مخاطب",
      description:
        "برچسب‌هایی به یک مخاطب حساب می‌افزاید (حداکثر ۲۰ برچسب برای هر مخاطب) و برچسب‌های او را برمی‌گرداند.",
      body: addTagsRequestSchema,
      answer: answerOf(contactTagsResponseSchema),
      errors: [contactNotFound],
      example: { body: { number_id: 5501, tags: ["مشتری ویژه"] }, data: [tag] },
    },
    "POST /v1/api/phonebooks/tags/delete-list": {
      summary: "حذف برچسب‌ها",
      description: "برچسب‌های حساب با این شناسه‌ها را حذف می‌کند.",
      body: deleteTagsRequestSchema,
      answer: NO_DATA,
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: CONTACT_MESSAGES.tagNotFound }],
      example: { body: { listTags: [77] }, data: null },
    },
    "GET /v1/api/phonebooks/blacklist": {
      summary: "فهرست سیاه",
      description:
        "شماره‌های فهرست سیاه ارسال (`send`: هرگز به آن‌ها فرستاده نمی‌شود) یا دریافت (`receive`)، صفحه‌به‌صفحه.",
      query: blacklistQuerySchema,
      answer: pageOf(blacklistResponseSchema),
      example: {
        query: { page: 1, per_page: 10, type: "send" },
        data: [{ id: 9, number: "+989120000000", type: "send", created_at: "2025-03-12 10:25:00" }],
      },
    },
    "POST /v1/api/phonebooks/blacklist": {
      summary: "افزودن به فهرست سیاه",
      description:
        "شماره‌ها را به فهرست سیاه ارسال یا دریافت می‌افزاید؛ شماره‌هایی که بودند در `existences` شمرده می‌شوند.",
      body: addBlacklistRequestSchema,
      answer: answerOf(addBlacklistResponseSchema),
      example: { body: { type: "send", numbers: ["09120000000", "09350000000"] }, data: { added: 1, existences: 1 } },
    },
    "POST /v1/api/phonebooks/blacklist/delete-list": {
      summary: "حذف از فهرست سیاه",
      description: "ردیف‌های یک فهرست سیاه را با شناسه‌شان حذف می‌کند.",
      body: deleteBlacklistRequestSchema,
      answer: NO_DATA,
      example: { body: { type: "send", listNumbers: [9] }, data: null },
    },
    "GET /v1/api/phonebooks/cancel11": {
      summary: "فهرست لغو۱۱",
      description: "شماره‌هایی که به پیام یکی از خطوط حساب «۱۱» پاسخ داده‌اند؛ آن خط تا پاسخ «۱۲» به آن‌ها نمی‌فرستد.",
      query: cancel11QuerySchema,
      answer: pageOf(cancel11ResponseSchema),
      example: {
        query: { page: 1, per_page: 10 },
        data: [
          { id: 3, number: "+989120000000", line_id: 12, line_number: "+983000505", created_at: "2025-03-12 10:25:00" },
        ],
      },
    },
  },
};
