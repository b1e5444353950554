import { envNamesOf, makesOneTimeCode } from "../example-jobs";
import { markedValues } from "../job-sample";
import type { ExampleLanguage } from "./types";

/**
 * POSIX sh with curl: one script per job. The sample's URL is a double-quoted word, where a value
 * is `${NAME}`; its JSON body is single-quoted, where a value closes the quotes around `"${NAME}"`.
 */
function withValues(sample: string): string {
  const [url = "", ...rest] = sample.split("\n");
  const inUrl = markedValues(url, false, (value) => ("code" in value ? "${code}" : `\${${value.env}}`));
  const inBody = markedValues(rest.join("\n"), false, (value) =>
    "code" in value ? `'"\${code}"'` : `'"\${${value.env}}"'`,
  );
  return [inUrl, inBody].filter(Boolean).join("\n");
}

export const shell: ExampleLanguage = {
  id: "shell",
  sample: "curl",
  extension: ".sh",
  output:
    "هر اسکریپت پاسخ کامل سرویس (`{data, meta}`) را همان‌طور که آمده چاپ می‌کند؛ برای برداشتن بخشی از آن، خروجی را به jq بدهید (مثلاً `sh credit.sh | jq .data.credit`). اگر سرویس درخواست را نپذیرد، curl پاسخ را با پیام فارسی آن (`meta.message`) چاپ می‌کند و با کد خروج ۲۲ پایان می‌یابد.",
  requirement: "یک پوستهٔ POSIX (sh، bash یا zsh) و curl نسخهٔ ۷٫۷۶ یا تازه‌تر",
  run: (file) => `sh ${file}`,
  write(job, operation, documentation, sample) {
    if (!sample.startsWith("curl "))
      throw new Error(`plugins: the shared curl sample is not one curl command:\n${sample}`);
    const otp = makesOneTimeCode(job);
    // Quiet unless something fails, and a refusal (4xx, 5xx) ends the script with its answer printed.
    const command = withValues(sample).replace(/^curl /, "curl --silent --show-error --fail-with-body \\\n  ");
    return [
      "#!/bin/sh",
      `# ${job.title}: ${operation.method} ${operation.path}`,
      `# ${documentation}`,
      `# اجرا: ${this.run(`${job.file}${this.extension}`)} (متغیرهای محیطی در README.md)`,
      "set -eu",
      "# Every value the example needs, before any call: a missing one stops it, named.",
      ...envNamesOf(job).map((name) => `: "\${${name}:?متغیر محیطی ${name} تعیین نشده است (README.md را ببینید)}"`),
      'SMS_API_BASE_URL="${SMS_API_BASE_URL%/}"',
      ...(otp
        ? [
            "# The code to keep (with its time) and compare with what the user types.",
            "code=$(( $(od -An -N4 -tu4 /dev/urandom | tr -d ' \\n') % 900000 + 100000 ))",
            'echo "کد یکبار مصرف: ${code}" >&2',
          ]
        : []),
      "",
      command,
      "echo",
      "",
    ].join("\n");
  },
};
