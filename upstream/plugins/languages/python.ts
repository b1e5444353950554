import { envNamesOf, makesOneTimeCode } from "../example-jobs";
import { markedValues } from "../job-sample";
import { withoutEnding, type ExampleLanguage } from "./types";

/** Python 3 with requests: one script per job. */
export const python: ExampleLanguage = {
  id: "python",
  sample: "python",
  extension: ".py",
  output:
    "هر برنامه بخش `data` پاسخ را به صورت JSON چاپ می‌کند؛ اگر سرویس درخواست را نپذیرد، پیام فارسی آن (`meta.message`) و پیام هر فیلد (`meta.errors`) را روی خطای استاندارد نشان می‌دهد و با کد خروج غیرصفر پایان می‌یابد.",
  requirement: "Python نسخهٔ ۳٫۸ یا تازه‌تر و بستهٔ requests (pip install requests)",
  run: (file) => `python3 ${file}`,
  write(job, operation, documentation, sample) {
    const otp = makesOneTimeCode(job);
    // The sample's call; the imports are the program's own.
    const start = sample.indexOf("response = requests.");
    if (start < 0) throw new Error(`plugins: the shared Python sample has no call:\n${sample}`);
    const request = markedValues(
      withoutEnding(sample.slice(start), "print(response.status_code, response.json())"),
      true,
      (value) => ("code" in value ? "code" : `os.environ[${JSON.stringify(value.env)}]`),
    );
    // A program left running should not wait forever on a network that went away.
    if (!request.endsWith("\n)"))
      throw new Error(`plugins: the shared Python call does not end as expected:\n${request}`);
    const withTimeout = `${request.slice(0, -2)}\n    timeout=30,\n)`;
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
      "# Every value the example needs, before any call: a missing one stops it, named.",
      `for name in (${envNamesOf(job)
        .map((name) => JSON.stringify(name))
        .join(", ")}):`,
      "    if not os.environ.get(name):",
      '        sys.exit(f"متغیر محیطی {name} تعیین نشده است (README.md را ببینید).")',
      'os.environ["SMS_API_BASE_URL"] = os.environ["SMS_API_BASE_URL"].rstrip("/")',
      ...(otp
        ? [
            "# The code to keep (with its time) and compare with what the user types.",
            "code = str(100000 + secrets.randbelow(900000))",
            'print(f"کد یکبار مصرف: {code}", file=sys.stderr)',
          ]
        : []),
      "",
      withTimeout,
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
