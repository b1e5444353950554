import { EnvValue, OneTimeCode, envNamesOf, makesOneTimeCode, type ExampleValue } from "../example-jobs";
import type { ExampleLanguage } from "./types";

/** Text inside an unquoted here-document: backslash, `$` and `` ` `` kept as they are. */
const inHereDocument = (text: string) => text.replace(/[\\$`]/g, (c) => `\\${c}`);

/** Text inside a double-quoted word: backslash, `$`, `` ` `` and `"` kept as they are. */
const inDoubleQuotes = (text: string) => text.replace(/[\\$`"]/g, (c) => `\\${c}`);

/** A request value as JSON inside a here-document: environment values and the code expanded by the shell. */
function json(value: ExampleValue, indent: string): string {
  if (value instanceof EnvValue) return `"\${${value.name}}"`;
  if (value instanceof OneTimeCode) return '"${code}"';
  if (Array.isArray(value)) return `[${value.map((item) => json(item, indent)).join(", ")}]`;
  if (typeof value === "object") {
    const inner = `${indent}  `;
    const entries = Object.entries(value as Record<string, ExampleValue>).map(
      ([key, item]) => `${inner}${JSON.stringify(key)}: ${json(item, inner)}`,
    );
    return `{\n${entries.join(",\n")}\n${indent}}`;
  }
  return inHereDocument(JSON.stringify(value));
}

/** A query value as a word of the command line. */
const word = (value: ExampleValue) =>
  value instanceof EnvValue
    ? `\${${value.name}}`
    : value instanceof OneTimeCode
      ? "${code}"
      : inDoubleQuotes(String(value));

/** POSIX sh with curl: one script per job. */
export const shell: ExampleLanguage = {
  id: "shell",
  extension: ".sh",
  output:
    "هر اسکریپت پاسخ کامل سرویس (`{data, meta}`) را همان‌طور که آمده چاپ می‌کند؛ برای برداشتن بخشی از آن، خروجی را به jq بدهید (مثلاً `sh credit.sh | jq .data.credit`). اگر سرویس درخواست را نپذیرد، curl پاسخ را با پیام فارسی آن (`meta.message`) چاپ می‌کند و با کد خروج ۲۲ پایان می‌یابد.",
  requirement: "یک پوستهٔ POSIX (sh، bash یا zsh) و curl نسخهٔ ۷٫۷۶ یا تازه‌تر",
  run: (file) => `sh ${file}`,
  write(job, operation, documentation) {
    const otp = makesOneTimeCode(job);
    const lines = [
      "curl --silent --show-error --fail-with-body \\",
      ...(job.query
        ? [
            "  --get \\",
            ...Object.entries(job.query).map(([name, value]) => `  --data-urlencode "${name}=${word(value)}" \\`),
          ]
        : [`  --request ${operation.method} \\`]),
      `  --url "\${SMS_API_BASE_URL%/}${operation.path}" \\`,
      '  --header "Authorization: ${SMS_API_KEY}" \\',
      ...(job.body === undefined
        ? ['  --header "Accept: application/json"']
        : [
            '  --header "Accept: application/json" \\',
            '  --header "Content-Type: application/json" \\',
            "  --data-binary @- <<JSON",
            json(job.body, ""),
            "JSON",
          ]),
    ];
    return [
      "#!/bin/sh",
      `# ${job.title}: ${operation.method} ${operation.path}`,
      `# ${documentation}`,
      `# اجرا: ${this.run(`${job.file}${this.extension}`)} (متغیرهای محیطی در README.md)`,
      "set -eu",
      ...envNamesOf(job).map((name) => `: "\${${name}:?متغیر محیطی ${name} تعیین نشده است (README.md را ببینید)}"`),
      ...(otp
        ? [
            "# The code to keep (with its time) and compare with what the user types.",
            "code=$(( $(od -An -N4 -tu4 /dev/urandom | tr -d ' \\n') % 900000 + 100000 ))",
            'echo "کد یکبار مصرف: ${code}" >&2',
          ]
        : []),
      "",
      ...lines,
      "echo",
      "",
    ].join("\n");
  },
};
