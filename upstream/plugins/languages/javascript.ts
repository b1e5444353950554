import { envNamesOf, makesOneTimeCode } from "../example-jobs";
import { markedValues } from "../job-sample";
import { withoutEnding, type ExampleLanguage } from "./types";

/** Node 18+ with its own fetch: one ES module per job, nothing to install. */
export const javascript: ExampleLanguage = {
  id: "javascript",
  sample: "javascript",
  extension: ".mjs",
  output:
    "هر برنامه بخش `data` پاسخ را به صورت JSON چاپ می‌کند؛ اگر سرویس درخواست را نپذیرد، پیام فارسی آن (`meta.message`) و پیام هر فیلد (`meta.errors`) را روی خطای استاندارد نشان می‌دهد و با کد خروج غیرصفر پایان می‌یابد.",
  requirement: "Node.js نسخهٔ ۱۸ یا تازه‌تر (fetch درون خودش است؛ بستهٔ دیگری لازم نیست)",
  run: (file) => `node ${file}`,
  write(job, operation, documentation, sample) {
    if (sample.startsWith("import ")) throw new Error(`plugins: ${job.file} would need imports of the sample`);
    const otp = makesOneTimeCode(job);
    const request = markedValues(
      withoutEnding(sample, "console.log(response.status, await response.json());"),
      true,
      (value) => ("code" in value ? "code" : `process.env.${value.env}`),
    );
    return [
      `// ${job.title}: ${operation.method} ${operation.path}`,
      `// ${documentation}`,
      `// اجرا: ${this.run(`${job.file}${this.extension}`)} (متغیرهای محیطی در README.md)`,
      ...(otp ? ['import { randomInt } from "node:crypto";'] : []),
      "",
      "// Every value the example needs, before any call: a missing one stops it, named.",
      `for (const name of [${envNamesOf(job)
        .map((name) => JSON.stringify(name))
        .join(", ")}]) {`,
      "  if (!process.env[name]) {",
      "    console.error(`متغیر محیطی ${name} تعیین نشده است (README.md را ببینید).`);",
      "    process.exit(2);",
      "  }",
      "}",
      'process.env.SMS_API_BASE_URL = process.env.SMS_API_BASE_URL.replace(/\\/+$/, "");',
      ...(otp
        ? [
            "// The code to keep (with its time) and compare with what the user types.",
            "const code = String(randomInt(100000, 1000000));",
            "console.error(`کد یکبار مصرف: ${code}`);",
          ]
        : []),
      "",
      request,
      "const answer = await response.json().catch(() => null);",
      "if (!response.ok || answer?.meta?.status !== true) {",
      "  console.error(`خطا (${response.status}): ${answer?.meta?.message ?? response.statusText}`);",
      "  if (answer?.meta?.errors) console.error(JSON.stringify(answer.meta.errors, null, 2));",
      "  process.exit(1);",
      "}",
      "console.log(JSON.stringify(answer.data, null, 2));",
      "",
    ].join("\n");
  },
};
