import { EnvValue, OneTimeCode, makesOneTimeCode, type ExampleValue } from "../example-jobs";
import type { ExampleLanguage } from "./types";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A request value as JavaScript: environment values through `env()`, the one-time code as `code`. */
function literal(value: ExampleValue, indent: string): string {
  if (value instanceof EnvValue) return `env(${JSON.stringify(value.name)})`;
  if (value instanceof OneTimeCode) return "code";
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(", ")}]`;
  if (typeof value === "object") {
    const inner = `${indent}  `;
    const entries = Object.entries(value as Record<string, ExampleValue>).map(
      ([key, item]) => `${inner}${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${literal(item, inner)},`,
    );
    return `{\n${entries.join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Node 18+ with its own fetch: one ES module per job, nothing to install. */
export const javascript: ExampleLanguage = {
  id: "javascript",
  extension: ".mjs",
  output:
    "هر برنامه بخش `data` پاسخ را به صورت JSON چاپ می‌کند؛ اگر سرویس درخواست را نپذیرد، پیام فارسی آن (`meta.message`) و پیام هر فیلد (`meta.errors`) را روی خطای استاندارد نشان می‌دهد و با کد خروج غیرصفر پایان می‌یابد.",
  requirement: "Node.js نسخهٔ ۱۸ یا تازه‌تر (fetch درون خودش است؛ بستهٔ دیگری لازم نیست)",
  run: (file) => `node ${file}`,
  write(job, operation, documentation) {
    const otp = makesOneTimeCode(job);
    const query = job.query
      ? `const query = new URLSearchParams(${literal(
          Object.fromEntries(
            Object.entries(job.query).map(([name, value]) => [name, typeof value === "number" ? String(value) : value]),
          ),
          "",
        )});\n`
      : "";
    const url = `\`\${baseUrl}${operation.path}${job.query ? "?${query}" : ""}\``;
    const headers = ['Authorization: env("SMS_API_KEY")', 'Accept: "application/json"'];
    if (job.body !== undefined) headers.push('"Content-Type": "application/json"');
    const body = job.body === undefined ? "" : `  body: JSON.stringify(${literal(job.body, "  ")}),\n`;
    return [
      `// ${job.title}: ${operation.method} ${operation.path}`,
      `// ${documentation}`,
      `// اجرا: ${this.run(`${job.file}${this.extension}`)} (متغیرهای محیطی در README.md)`,
      ...(otp ? ['import { randomInt } from "node:crypto";'] : []),
      "",
      "/** An environment value the example needs; without it the example stops and says which. */",
      "function env(name) {",
      "  const value = process.env[name];",
      "  if (!value) {",
      "    console.error(`متغیر محیطی ${name} تعیین نشده است (README.md را ببینید).`);",
      "    process.exit(2);",
      "  }",
      "  return value;",
      "}",
      "",
      'const baseUrl = env("SMS_API_BASE_URL").replace(/\\/+$/, "");',
      ...(otp
        ? [
            "// The code to keep (with its time) and compare with what the user types.",
            "const code = String(randomInt(100000, 1000000));",
            "console.error(`کد یکبار مصرف: ${code}`);",
          ]
        : []),
      `${query}const response = await fetch(${url}, {`,
      `  method: ${JSON.stringify(operation.method)},`,
      `  headers: { ${headers.join(", ")} },`,
      `${body}});`,
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
