import type { ExampleLanguage } from "./languages/types";
import { javascript } from "./languages/javascript";
import { python } from "./languages/python";
import { shell } from "./languages/shell";

/** What a catalogue entry's file is built from. */
type PluginFile =
  /** The ready-to-run examples of the common jobs in one language. */
  | { kind: "examples"; language: ExampleLanguage }
  /** The API reference itself: the OpenAPI document and its Markdown. */
  | { kind: "reference" };

/** Where an entry's documentation is: a call of the panel's reference, or the upstream's llms.txt. */
export type PluginDocumentation = { operation: string } | { llmsText: true };

export interface CatalogueEntry {
  id: number;
  name: string;
  platform: string;
  version: string;
  description: string;
  documentation: PluginDocumentation;
  /** The zip's name, without the version and `.zip`. */
  fileStem: string;
  file: PluginFile;
}

/**
 * The provider's integrations. Every file is built by this upstream from its own API reference
 * (plugin-files.ts), so what is offered is what the service answers; nothing is fetched from
 * elsewhere. A new version of an entry's files gets a new version here.
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 1,
    name: "نمونه‌های آمادهٔ JavaScript",
    platform: "Node.js 18+",
    version: "1.0.0",
    description:
      "چهار برنامهٔ کوچک و آمادهٔ اجرا برای کارهای رایج: موجودی حساب، ارسال پیامک، ارسال کد یکبار مصرف با الگو و گزارش تحویل یک ارسال؛ با fetch خود Node و بی‌نیاز از بستهٔ دیگر. کلید و نشانی سرویس را از متغیرهای محیطی می‌خوانند.",
    documentation: { operation: "POST /v1/api/send" },
    fileStem: "sms-api-examples-javascript",
    file: { kind: "examples", language: javascript },
  },
  {
    id: 2,
    name: "نمونه‌های آمادهٔ Python",
    platform: "Python 3 (requests)",
    version: "1.0.0",
    description:
      "همان چهار کار رایج (موجودی، ارسال پیامک، کد یکبار مصرف با الگو و گزارش تحویل) به صورت اسکریپت‌های Python با کتابخانهٔ requests، آماده برای گذاشتن در یک سایت یا کار زمان‌بندی‌شده.",
    documentation: { operation: "POST /v1/api/send" },
    fileStem: "sms-api-examples-python",
    file: { kind: "examples", language: python },
  },
  {
    id: 3,
    name: "نمونه‌های آمادهٔ curl",
    platform: "Shell (curl)",
    version: "1.0.0",
    description:
      "همان چهار کار رایج به صورت اسکریپت‌های پوسته با curl، برای آزمودن سریع کلید از خط فرمان یا به کار بردن در اسکریپت‌های سرور.",
    documentation: { operation: "GET /v1/api/payment/credit/mine" },
    fileStem: "sms-api-examples-curl",
    file: { kind: "examples", language: shell },
  },
  {
    id: 4,
    name: "سند OpenAPI راهنمای API",
    platform: "OpenAPI 3.1",
    version: "1.0.0",
    description:
      "همهٔ فراخوانی‌های API در یک سند OpenAPI 3.1 (JSON) برای ساختن کلاینت در هر زبانی یا وارد کردن در Postman و Insomnia، همراه با همان راهنما به صورت Markdown برای ابزارها و دستیارهایی که متن می‌خوانند.",
    documentation: { llmsText: true },
    fileStem: "sms-api-openapi",
    file: { kind: "reference" },
  },
];

/** The day the files were last changed: the zips' entries carry it, so a build is the same bytes every time. */
export const FILES_DATE = new Date("2026-11-27T00:00:00Z");
