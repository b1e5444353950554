import { EXAMPLE_ENV, EXAMPLE_JOBS, envNamesOf, type ExampleEnvName } from "./example-jobs";
import type { ExampleLanguage } from "./languages/types";
import { referenceOperation } from "./reference-operation";

/** What `export` lines show for each value: shapes, never a real key. */
const SAMPLE_VALUES: Record<ExampleEnvName, string> = {
  SMS_API_BASE_URL: "https://sms.example.com",
  SMS_API_KEY: "<کلید API شما>",
  SMS_FROM_NUMBER: "+983000505",
  SMS_RECIPIENT: "+989120000000",
  SMS_PATTERN_CODE: "<کد الگو>",
  SMS_BULK_ID: "<شناسهٔ ارسال>",
};

/** The bundle's README.md: what it holds, what to install, the environment and the commands, in Persian. */
export function exampleReadme(title: string, version: string, language: ExampleLanguage): string {
  const files = EXAMPLE_JOBS.map((job) => {
    const operation = referenceOperation(job);
    return {
      job,
      name: `${job.file}${language.extension}`,
      call: `${operation.method} ${operation.path}`,
      env: envNamesOf(job).filter((name) => name !== "SMS_API_BASE_URL" && name !== "SMS_API_KEY"),
    };
  });
  return [
    `# ${title}`,
    "",
    `نسخهٔ ${version}. این برنامه‌ها از روی همان راهنمای API (سند OpenAPI 3.1 سرویس) نوشته شده‌اند که در پنل، «برنامه‌نویسان ← مستندات»، و در نشانی \`/v1/api/panel/llms.txt\` سرویس هست.`,
    "",
    "## پیش‌نیاز",
    "",
    language.requirement,
    "",
    "## متغیرهای محیطی",
    "",
    "کلید و نشانی سرویس در خود برنامه‌ها نیست؛ هر برنامه آن‌ها را از متغیرهای محیطی می‌خواند و اگر یکی نباشد، نامش را می‌گوید و کاری نمی‌کند. کلید را در کد یا مخزن کد ننویسید.",
    "",
    "| متغیر | چیست |",
    "| --- | --- |",
    ...Object.entries(EXAMPLE_ENV).map(([name, text]) => `| \`${name}\` | ${text} |`),
    "",
    "کلید در سرآیند `Authorization` همان‌طور که هست فرستاده می‌شود، بدون `Bearer`. اگر برای کلید نشانی‌های IP مجاز تعیین کرده‌اید، برنامه را از یکی از همان نشانی‌ها اجرا کنید.",
    "",
    "## اجرا",
    "",
    "```sh",
    ...(["SMS_API_BASE_URL", "SMS_API_KEY", "SMS_FROM_NUMBER", "SMS_RECIPIENT"] as const).map(
      (name) => `export ${name}="${SAMPLE_VALUES[name]}"`,
    ),
    "",
    language.run(`credit${language.extension}`),
    language.run(`send${language.extension}`),
    "",
    `export SMS_PATTERN_CODE="${SAMPLE_VALUES.SMS_PATTERN_CODE}"`,
    language.run(`send-otp${language.extension}`),
    "",
    `export SMS_BULK_ID="${SAMPLE_VALUES.SMS_BULK_ID}"`,
    language.run(`delivery-report${language.extension}`),
    "```",
    "",
    language.output,
    "",
    "## فایل‌ها",
    "",
    "| فایل | کار | فراخوانی | متغیرهای دیگر | پاسخ |",
    "| --- | --- | --- | --- | --- |",
    ...files.map(
      ({ job, name, call, env }) =>
        `| \`${name}\` | ${job.title} | \`${call}\` | ${env.map((e) => `\`${e}\``).join("، ") || "—"} | ${job.result} |`,
    ),
    "",
    "برنامهٔ ارسال کد یکبار مصرف، کدی شش‌رقمی می‌سازد و آن را در متغیر `code` الگو می‌فرستد؛ کد را (جدا از خروجی JSON) روی خطای استاندارد چاپ می‌کند. در برنامهٔ خودتان آن را با زمانش نگه دارید و با آن‌چه کاربر وارد می‌کند مقایسه کنید.",
    "",
  ].join("\n");
}
