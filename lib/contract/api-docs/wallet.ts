import { creditResponseSchema } from "../credit";
import { currentPlanResponseSchema, planPurchaseRequestSchema, planPurchaseResponseSchema } from "../plans";
import { MESSAGE_CODES } from "../envelope";
import {
  bankTransferRequestSchema,
  cardToCardRequestSchema,
  chargePackagesResponseSchema,
  destinationsResponseSchema,
  generateUrlQuerySchema,
  generateUrlResponseSchema,
  invoiceResponseSchema,
  parentContactResponseSchema,
  paymentMethodListResponseSchema,
  paymentResponseSchema,
  pendingPaymentsResponseSchema,
  promotionResponseSchema,
  selectPackageRequestSchema,
  transactionExportRequestSchema,
  transactionListRequestSchema,
  transactionListResponseSchema,
} from "../payment";
import { answerOf, BACKGROUND_EXPORT_NOTE, pageOf } from "./answers";
import { XLSX } from "./files";
import type { ApiDocArea } from "./types";

const paymentNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: "پرداخت مورد نظر یافت نشد" };

const payment = {
  id: 5012,
  method: "card_to_card",
  state: "pending",
  amount: 5000000,
  tax: 0,
  total: 5000000,
  credit_amount: 4500000,
  gift_amount: 0,
  gift_days: null,
  reference_code: "123456789012",
  source: "603799******7893",
  target: "6037991111111112",
  submitted_at: "2025-03-12 10:20:00",
  reject_reason: null,
  description: null,
  created_at: "2025-03-12 10:25:00",
  settled_at: null,
};

const gateway = {
  url: "https://panel.example.com/gateway/5013",
  payment_id: 5013,
  amount: 1000000,
  tax: 100000,
  total: 1100000,
};

const party = {
  name: "فروشگاه نمونه",
  national_id: "10101010101",
  economic_code: "411111111111",
  address: "تهران، خیابان آزادی، پلاک ۱",
  postal_code: "1234567890",
  phone: "02112345678",
};

export const walletDocs: ApiDocArea = {
  tag: "wallet",
  name: "کیف پول و پرداخت",
  description:
    "موجودی حساب، شارژ آنلاین و کارت به کارت و واریز بانکی، بسته‌های هدیه، فاکتور پرداخت‌ها و گزارش تراکنش‌ها. مبلغ‌ها به ریال است.",
  operations: {
    "GET /v1/api/payment/credit/mine": {
      summary: "موجودی من",
      description:
        "موجودی کیف پول به ریال (`credit`)، موجودی پایان دیروز، اعتبار هدیه و زمان انقضای آن، و زمان آخرین تغییر موجودی.",
      answer: answerOf(creditResponseSchema),
      example: {
        data: {
          credit: 12500000,
          yesterday_credit: 13000000,
          gift: 0,
          gift_expires_at: null,
          updated_at: "2025-03-12 10:25:00",
        },
      },
    },
    "GET /v1/api/payment/generate-url": {
      summary: "ساخت پیوند پرداخت آنلاین",
      description:
        "درخواست پرداخت آنلاین می‌سازد و نشانی درگاه را برمی‌گرداند؛ ۱۰٪ مالیات به مبلغ افزوده می‌شود. پس از پرداخت، مرورگر به `callbackUrl` بازمی‌گردد.",
      query: generateUrlQuerySchema,
      answer: answerOf(generateUrlResponseSchema),
      example: { query: { amount: 1000000, callbackUrl: "https://shop.example.com/paid" }, data: gateway },
    },
    "GET /v1/api/payment/offline/destinations": {
      summary: "شماره کارت و حساب برای واریز",
      description: "کارت و حساب سرویس‌دهنده برای کارت به کارت و واریز بانکی، با نام صاحب حساب و بانک.",
      answer: answerOf(destinationsResponseSchema),
      example: {
        data: {
          card: { number: "6037991111111112", owner: "شرکت سرویس پیامک", bank: "ملی" },
          account: {
            number: "0101234567001",
            sheba: "IR820540102680020817909002",
            owner: "شرکت سرویس پیامک",
            bank: "ملی",
          },
        },
      },
    },
    "POST /v1/api/payment/offline/card-to-card-create": {
      summary: "ثبت کارت به کارت",
      description:
        "انتقال کارت به کارتی را که انجام شده برای بررسی ثبت می‌کند؛ پس از تأیید، مبلغ با کسر ۱۰٪ به کیف پول می‌آید.",
      body: cardToCardRequestSchema,
      answer: answerOf(paymentResponseSchema),
      example: {
        body: {
          amount: 5000000,
          source_card: "6037991234567893",
          target: "6037991111111112",
          reference_code: "123456789012",
          submitted_at: "2025-03-12 10:20:00",
        },
        data: payment,
      },
    },
    "POST /v1/api/payment/offline/bank-pay-create": {
      summary: "ثبت واریز بانکی",
      description: "واریز پایا یا ساتنایی را که انجام شده برای بررسی ثبت می‌کند؛ پس از تأیید، مبلغ به کیف پول می‌آید.",
      body: bankTransferRequestSchema,
      answer: answerOf(paymentResponseSchema),
      example: {
        body: {
          amount: 5000000,
          source_sheba: "IR820540102680020817909002",
          target: "IR820540102680020817909002",
          reference_code: "123456789012",
          submitted_at: "2025-03-12 10:20:00",
        },
        data: {
          ...payment,
          method: "bank_transfer",
          credit_amount: 5000000,
          source: "IR820540102680020817909002",
          target: "IR820540102680020817909002",
        },
      },
    },
    "GET /v1/api/payment/offline/pending": {
      summary: "واریزهای در انتظار بررسی",
      description: "کارت به کارت‌ها و واریزهای بانکی حساب که هنوز بررسی نشده‌اند.",
      answer: answerOf(pendingPaymentsResponseSchema),
      example: { data: [payment] },
    },
    "GET /v1/api/payment/charge-packages/dynamics": {
      summary: "بسته‌های شارژ هدیه‌دار",
      description: "بسته‌هایی که با پرداخت آنلاین، افزون بر اعتبار خریده‌شده، اعتبار هدیه با مهلت مصرف می‌دهند.",
      answer: answerOf(chargePackagesResponseSchema),
      example: {
        data: [{ id: 2, title: "بستهٔ نقره‌ای", price: 10000000, credit: 10000000, gift: 1000000, gift_days: 30 }],
      },
    },
    "POST /v1/api/payment/charge-packages/select": {
      summary: "خرید بستهٔ شارژ",
      description:
        "برای بستهٔ انتخاب‌شده پرداخت آنلاین می‌سازد و مانند «ساخت پیوند پرداخت آنلاین» نشانی درگاه را می‌دهد.",
      body: selectPackageRequestSchema,
      answer: answerOf(generateUrlResponseSchema),
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: "بستهٔ مورد نظر یافت نشد" }],
      example: {
        body: { package_id: 2, callbackUrl: "https://shop.example.com/paid" },
        data: { ...gateway, amount: 10000000, tax: 1000000, total: 11000000 },
      },
    },
    "GET /v1/api/acl/package/current": {
      summary: "پنل فعلی حساب",
      description: "پنل خریداری‌شدهٔ حساب با انقضا و سرویس‌هایی که باز کرده است؛ اگر پنلی فعال نباشد `null`.",
      answer: answerOf(currentPlanResponseSchema),
      example: {
        data: {
          acl_role_id: 2,
          acl_role_name: "پنل حرفه‌ای",
          expires_at: "2026-03-01 10:00:00",
          services: ["secretaries", "code_readers", "api_keys", "colleagues"],
        },
      },
    },
    "POST /v1/api/acl/package/buy": {
      summary: "خرید پنل از کیف پول",
      description:
        "بهای پنل (قیمت منهای تخفیف ویژه) را از اعتبار کیف پول برمی‌دارد و سرویس‌های آن را همان دم باز می‌کند. خرید دوبارهٔ همان پنل مدت آن را از انقضای فعلی تمدید می‌کند و پنل دیگر جای پنل فعلی را می‌گیرد. `idempotency_key` تکراری همان خرید نخست را پاسخ می‌دهد و دوباره برداشت نمی‌کند. سرویسی که پنل فعال حساب باز نکرده باشد با ۴۰۳ و کد `403-9` پاسخ داده می‌شود و پیام آن پنلی را نام می‌برد که آن را باز می‌کند.",
      body: planPurchaseRequestSchema,
      answer: answerOf(planPurchaseResponseSchema),
      errors: [
        {
          status: 422,
          code: MESSAGE_CODES.unprocessable,
          message: "اعتبار کیف پول کافی نیست؛ ۵٬۰۰۰٬۰۰۰ ریال دیگر لازم است",
        },
      ],
      example: {
        body: { acl_role_id: 2, idempotency_key: "5f0c2b7e-2f7d-4a53-9a0e-3d1d2f1a9b10" },
        data: {
          plan: {
            acl_role_id: 2,
            acl_role_name: "پنل حرفه‌ای",
            expires_at: "2026-03-01 10:00:00",
            services: ["secretaries", "code_readers", "api_keys", "colleagues"],
          },
          paid: 22500000,
          transaction_id: 812,
        },
      },
    },
    "GET /v1/api/payment/promotion/today-charge": {
      summary: "جشنوارهٔ شارژ امروز",
      description: "اگر امروز جشنوارهٔ شارژی باشد، درصد هدیهٔ آن و کمترین مبلغ؛ وگرنه `null`.",
      answer: answerOf(promotionResponseSchema),
      example: {
        data: {
          id: 1,
          title: "هدیهٔ شارژ آخر هفته",
          description: "۵٪ اعتبار هدیه برای شارژ بالای ۵ میلیون ریال",
          gift_percent: 5,
          min_amount: 5000000,
          ends_at: "2025-03-14 20:30:00",
        },
      },
    },
    "GET /v1/api/payment/:id": {
      summary: "وضعیت یک پرداخت",
      description: "یکی از پرداخت‌های حساب، با وضعیت و اعتبار افزوده‌شده؛ پرداخت حساب دیگر ۴۰۴ می‌گیرد.",
      answer: answerOf(paymentResponseSchema),
      errors: [paymentNotFound],
      example: { params: { id: 5012 }, data: payment },
    },
    "GET /v1/api/payment/:id/invoice": {
      summary: "فاکتور پرداخت",
      description: "فاکتور یک پرداخت موفق حساب: فروشنده، خریدار، ردیف‌ها، مالیات و جمع.",
      answer: answerOf(invoiceResponseSchema),
      errors: [paymentNotFound],
      example: {
        params: { id: 5013 },
        data: {
          number: 5013,
          issued_at: "2025-03-12 10:30:00",
          method: "online",
          seller: { ...party, name: "شرکت سرویس پیامک" },
          buyer: party,
          lines: [{ title: "شارژ کیف پول", amount: 1000000 }],
          amount: 1000000,
          tax: 100000,
          total: 1100000,
          reference_code: "987654321",
        },
      },
    },
    "GET /v1/api/user/setting/payment_method_list": {
      summary: "روش‌های پرداخت",
      description: "روش‌های پرداختی که این حساب می‌تواند به کار ببرد، به ترتیب.",
      answer: answerOf(paymentMethodListResponseSchema),
      example: { data: [{ method: "online", title: "پرداخت آنلاین" }] },
    },
    "GET /v1/api/user/setting/parent_account_contact": {
      summary: "راه تماس برای پرداخت",
      description: "نام و راه‌های تماس کسی که دربارهٔ پرداخت‌ها پاسخ می‌دهد.",
      answer: answerOf(parentContactResponseSchema),
      example: {
        data: {
          name: "واحد مالی",
          mobile: null,
          phone: "02112345678",
          email: "finance@example.com",
          hours: "شنبه تا چهارشنبه ۹ تا ۱۷",
        },
      },
    },
    "POST /v1/api/report/payment/new": {
      summary: "گزارش تراکنش‌ها",
      description:
        "تراکنش‌های کیف پول، تازه‌ترین نخست، صفحه‌به‌صفحه (`page`، `limit`)، با پالایه‌های بازهٔ زمانی (ثانیهٔ یونیکس)، نوع، روش، وضعیت، مبلغ و متن.",
      body: transactionListRequestSchema,
      answer: pageOf(transactionListResponseSchema),
      example: {
        body: { page: 1, limit: 10, filters: { type: "withdrawal" } },
        data: [
          {
            id: 90001,
            amount: -2370,
            type: "withdrawal",
            method: "send",
            state: "success",
            bucket: "credit",
            description: "هزینهٔ ارسال ۱۰۴۸۵۷۶",
            created_at: "2025-03-12 21:20:02",
            send_id: 1048576,
            payment_id: null,
          },
        ],
      },
    },
    "POST /v1/api/report/payment/export/new": {
      summary: "خروجی تراکنش‌ها",
      description: `تراکنش‌هایی که این پالایه‌ها نشان می‌دهند، به صورت فایل xlsx یا csv؛ ${BACKGROUND_EXPORT_NOTE}`,
      body: transactionExportRequestSchema,
      answer: { kind: "file", type: XLSX },
      example: { body: { export_type: "financial", format: "xlsx", filters: { type: "deposit" } } },
    },
  },
};
