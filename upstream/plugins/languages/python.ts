import { EnvValue, OneTimeCode, makesOneTimeCode, type ExampleValue } from "../example-jobs";
import type { ExampleLanguage } from "./types";

/** A request value as Python: environment values through `env()`, the one-time code as `code`. */
function literal(value: ExampleValue, indent: string): string {
  if (value instanceof EnvValue) return `env(${JSON.stringify(value.name)})`;
  if (value instanceof OneTimeCode) return "code";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(", ")}]`;
  if (typeof value === "object") {
    const inner = `${indent}    `;
    const entries = Object.entries(value as Record<string, ExampleValue>).map(
      ([key, item]) => `${inner}${JSON.stringify(key)}: ${literal(item, inner)},`,
    );
    return `{\n${entries.join("\n")}\n${indent}}`;
  }
  // A JSON string is a Python string too (the same escapes); non-ASCII letters stay as they are.
  return JSON.stringify(value);
}

/** Python 3 with requests: one script per job. */
export const python: ExampleLanguage = {
  id: "python",
  extension: ".py",
  output:
    "هر برنامه بخش `data` پاسخ را به صورت JSON چاپ می‌کند؛ اگر سرویس درخواست را نپذیرد، پیام فارسی آن (`meta.message`) و پیام هر فیلد (`meta.errors`) را روی خطای استاندارد نشان می‌دهد و با کد خروج غیرصفر پایان می‌یابد.",
  requirement: "Python نسخهٔ ۳٫۸ یا تازه‌تر و بستهٔ requests (pip install requests)",
  run: (file) => `python3 ${file}`,
  write(job, operation, documentation) {
    const otp = makesOneTimeCode(job);
    const call = operation.method.toLowerCase();
    const args = [
      `    f"{base_url}${operation.path}",`,
      '    headers={"Authorization": env("SMS_API_KEY"), "Accept": "application/json"},',
      ...(job.query ? [`    params=${literal(job.query, "    ")},`] : []),
      ...(job.body === undefined ? [] : [`    json=${literal(job.body, "    ")},`]),
      "    timeout=30,",
    ];
    return [
      `"""${job.title}: ${operation.method} ${operation.path}`,
      "",
      documentation,
      `اجرا: ${this.run(`${job.file}${this.extension}`)} (متغیرهای محیطی در README.md)`,
      '"""',
      "",
      "import json",
      "import os",
      ...(otp ? ["import secrets"] : []),
      "import sys",
      "",
      "import requests",
      "",
      "",
      "def env(name):",
      '    """An environment value the example needs; without it the example stops and says which."""',
      "    value = os.environ.get(name)",
      "    if not value:",
      '        sys.exit(f"متغیر محیطی {name} تعیین نشده است (README.md را ببینید).")',
      "    return value",
      "",
      "",
      'base_url = env("SMS_API_BASE_URL").rstrip("/")',
      ...(otp
        ? [
            "# The code to keep (with its time) and compare with what the user types.",
            "code = str(100000 + secrets.randbelow(900000))",
            'print(f"کد یکبار مصرف: {code}", file=sys.stderr)',
          ]
        : []),
      `response = requests.${call}(`,
      ...args,
      ")",
      "try:",
      "    answer = response.json()",
      "except ValueError:",
      "    answer = None",
      'meta = (answer or {}).get("meta") or {}',
      'if not response.ok or meta.get("status") is not True:',
      "    print(f\"خطا ({response.status_code}): {meta.get('message') or response.reason}\", file=sys.stderr)",
      '    if meta.get("errors"):',
      '        print(json.dumps(meta["errors"], ensure_ascii=False, indent=2), file=sys.stderr)',
      "    sys.exit(1)",
      'print(json.dumps(answer["data"], ensure_ascii=False, indent=2))',
      "",
    ].join("\n");
  },
};
