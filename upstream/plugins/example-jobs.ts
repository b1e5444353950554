/**
 * The common jobs an application does with its key, each a call of the API reference: the ready-to-run
 * examples of every language are written from these (example-bundle.ts) and the reference's operation.
 * Values an application supplies come from environment variables, never from the file itself.
 */

/** The environment an example reads; README.md explains each. */
export const EXAMPLE_ENV = {
  SMS_API_BASE_URL: "نشانی سرویس، بدون /v1 در پایان؛ مثلاً https://sms.example.com",
  SMS_API_KEY: "کلید API ساخته‌شده در «برنامه‌نویسان ← کلیدهای API»؛ به‌تنهایی در سرآیند Authorization فرستاده می‌شود",
  SMS_FROM_NUMBER: "خط ارسال‌کننده به قالب E.164؛ مثلاً +983000505",
  SMS_RECIPIENT: "شمارهٔ همراه گیرنده به قالب E.164؛ مثلاً +989120000000",
  SMS_PATTERN_CODE: "کد الگوی تأییدشده‌ای که متغیر %code% دارد (برای کد یکبار مصرف)",
  SMS_BULK_ID: "شناسهٔ ارسال (message_outbox_ids) که ارسال پیامک یا ارسال الگو برگردانده است",
} as const;
export type ExampleEnvName = keyof typeof EXAMPLE_ENV;

/** A value read from the environment when the example runs. */
export class EnvValue {
  constructor(readonly name: ExampleEnvName) {}
}

/** A fresh six-digit one-time code, made when the example runs. */
export class OneTimeCode {}

/** A request value as an example writes it: literals, environment values and the one-time code. */
export type ExampleValue =
  | string
  | number
  | boolean
  | EnvValue
  | OneTimeCode
  | readonly ExampleValue[]
  | { readonly [key: string]: ExampleValue };

export interface ExampleJob {
  /** The file's name without its extension. */
  file: string;
  /** The call, keyed as the reference and ROUTE_RULES key it. */
  operation: string;
  /** What the job does, for the file's opening comment and the README. */
  title: string;
  /** What the answer holds, for the README. */
  result: string;
  query?: Readonly<Record<string, ExampleValue>>;
  body?: ExampleValue;
}

const env = (name: ExampleEnvName) => new EnvValue(name);

export const EXAMPLE_JOBS: readonly ExampleJob[] = [
  {
    file: "credit",
    operation: "GET /v1/api/payment/credit/mine",
    title: "موجودی حساب",
    result: "موجودی کیف پول به ریال (credit) و اعتبار هدیه",
  },
  {
    file: "send",
    operation: "POST /v1/api/send",
    title: "ارسال پیامک (وب‌سرویس)",
    result: "شناسهٔ ارسال در message_outbox_ids، برای گرفتن گزارش تحویل",
    body: {
      sending_type: "webservice",
      from_number: env("SMS_FROM_NUMBER"),
      message: "سلام، این پیام آزمایشی از نمونه‌های آمادهٔ API است.",
      params: { recipients: [env("SMS_RECIPIENT")] },
    },
  },
  {
    file: "send-otp",
    operation: "POST /v1/api/send",
    title: "ارسال کد یکبار مصرف با الگو",
    result: "کد ساخته‌شده و شناسهٔ ارسال در message_outbox_ids",
    body: {
      sending_type: "pattern",
      from_number: env("SMS_FROM_NUMBER"),
      code: env("SMS_PATTERN_CODE"),
      recipients: [env("SMS_RECIPIENT")],
      params: { code: new OneTimeCode() },
    },
  },
  {
    file: "delivery-report",
    operation: "GET /v1/api/report/recipients",
    title: "گزارش تحویل یک ارسال",
    result:
      "گیرندگان ارسال با وضعیت تحویل هر کدام (message_status: ۰ تحویل به اپراتور، ۱ رسیده به مخابرات، ۲ رسیده به گوشی، ۳ نرسیده، ۴ لیست سیاه؛ null تا وقتی به اپراتور نرسیده)",
    query: { bulk_id: env("SMS_BULK_ID"), page: 1, per_page: 100 },
  },
];

/** The environment values a job reads, in the order they first appear. */
export function envNamesOf(job: ExampleJob): ExampleEnvName[] {
  const names = new Set<ExampleEnvName>(["SMS_API_BASE_URL", "SMS_API_KEY"]);
  const visit = (value: ExampleValue | undefined): void => {
    if (value instanceof EnvValue) names.add(value.name);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object" && !(value instanceof OneTimeCode))
      Object.values(value as Record<string, ExampleValue>).forEach(visit);
  };
  visit(job.query);
  visit(job.body);
  return [...names];
}

/** Whether the job makes a one-time code. */
export function makesOneTimeCode(job: ExampleJob): boolean {
  const visit = (value: ExampleValue | undefined): boolean => {
    if (value instanceof OneTimeCode) return true;
    if (value instanceof EnvValue || value === undefined || typeof value !== "object") return false;
    return Object.values(value as Record<string, ExampleValue>).some(visit);
  };
  return visit(job.query) || visit(job.body);
}
