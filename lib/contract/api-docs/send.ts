import { MESSAGE_CODES } from "../envelope";
import {
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  cancelSendRequestSchema,
  sendResponseSchema,
} from "../send";
import { sendRequestSchema } from "../send-request";
import { answerOf, NO_DATA } from "./answers";
import type { ApiDocArea } from "./types";

export const sendDocs: ApiDocArea = {
  tag: "send",
  name: "ارسال پیامک",
  description:
    "ارسال پیامک به هر روش (وب‌سرویس، نظیر به نظیر، دفترچه تلفن، کد پستی، منطقه، شغل، نقشه، دکل و ارسال الگو برای کد یکبار مصرف)، محاسبهٔ قیمت و لغو ارسال زمان‌بندی‌شده. روش ارسال را `sending_type` تعیین می‌کند.",
  operations: {
    "POST /v1/api/send": {
      summary: "ارسال پیامک",
      description: [
        "یک ارسال تازه می‌سازد و شناسهٔ آن را در `message_outbox_ids` برمی‌گرداند؛ وضعیت آن را گزارش‌ها می‌دهند.",
        "`sending_type` روش را تعیین می‌کند و فیلدهای هر روش جدا سنجیده می‌شوند؛ برای `webservice` گیرندگان در `params.recipients` و برای `pattern` (کد یکبار مصرف) کد الگو در `code`، یک گیرنده در `recipients` و مقدار متغیرها در `params` می‌آید.",
        "`send_time` (اختیاری، `YYYY-MM-DD HH:MM:SS` به وقت UTC) ارسال را زمان‌بندی می‌کند. ارسال با فایل همین مسیر را با `multipart/form-data` می‌خواند.",
        "سرآیند اختیاری `Idempotency-Key` تکرار همان درخواست را (مثلاً پس از قطع شبکه) یک ارسال نگه می‌دارد.",
        "هر کسی که این روش ارسال در نقشش هست می‌تواند بفرستد؛ هزینه پیش از ارسال از کیف پول کم می‌شود.",
      ].join("\n\n"),
      body: sendRequestSchema,
      answer: answerOf(sendResponseSchema),
      errors: [
        {
          status: 422,
          code: MESSAGE_CODES.unprocessable,
          message: "اعتبار حساب برای این ارسال کافی نیست؛ ابتدا کیف پول را شارژ کنید",
        },
      ],
      example: {
        body: {
          sending_type: "webservice",
          from_number: "+983000505",
          message: "متن پیام",
          params: { recipients: ["+989120000000", "+989350000000"] },
          send_time: "2025-03-12 21:20:02",
        },
        data: { message_outbox_ids: [1048576] },
      },
    },
    "POST /v1/api/send/calculate-price": {
      summary: "محاسبهٔ قیمت پیامک",
      description:
        "قیمت ارسال یک متن از یک خط به یک گیرنده را به ریال برمی‌گرداند: برای همراه اول (`mci_price`) و دیگر اپراتورها (`other_price`)، با شمار بخش‌های پیامک (`parts`).",
      body: calculatePriceRequestSchema,
      answer: answerOf(calculatePriceResponseSchema),
      example: {
        body: { number: "+983000505", message: "سلام، سفارش شما ارسال شد." },
        data: { mci_price: 2370, other_price: 2503, parts: 1 },
      },
    },
    "POST /v1/api/send/cancel": {
      summary: "لغو ارسال زمان‌بندی‌شده",
      description:
        "ارسالی را که هنوز فرستاده نشده لغو می‌کند و هزینهٔ آن را به کیف پول برمی‌گرداند. ارسالی که پیدا نشود یا از آن حساب نباشد ۴۰۴ می‌گیرد.",
      body: cancelSendRequestSchema,
      answer: NO_DATA,
      errors: [{ status: 404, code: MESSAGE_CODES.invalidCredentials, message: "پیام مورد نظر یافت نشد" }],
      example: { body: { message_outbox_id: 1048576 }, data: null },
    },
  },
};
