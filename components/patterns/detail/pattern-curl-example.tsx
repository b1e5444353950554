"use client";

import { CopyButton } from "@/components/ui/copy-button";
import { useLinesFor } from "@/lib/api/numbers";
import type { Pattern } from "@/lib/contract/patterns";
import { preferredLine } from "@/lib/send/line-label";
import { patternCurl } from "./pattern-curl";

/** How an application sends this pattern: the documented request, ready to copy. */
export function PatternCurlExample({ pattern, baseUrl }: { pattern: Pattern; baseUrl: string | null }) {
  const { data: lines } = useLinesFor("general");
  const line = lines ? preferredLine(lines)?.number : undefined;
  const curl = patternCurl({ code: pattern.pattern_code, variables: pattern.variable, line, baseUrl });
  return (
    <section
      aria-labelledby="pattern-curl-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="pattern-curl-title" className="text-base font-bold">
          ارسال از برنامهٔ شما
        </h2>
        <CopyButton value={curl} label="کپی نمونهٔ درخواست" />
      </div>
      <p className="text-sm leading-7 text-muted">
        برنامهٔ شما این الگو را با درخواست زیر می‌فرستد؛ برای هر متغیر مقدار خودش را بگذارید و به‌جای{" "}
        <code dir="ltr" className="latin rounded bg-surface-2 px-1 text-text">
          YOUR_TOKEN
        </code>{" "}
        کلید API حساب خود را. کلیدهای API را بخش برنامه‌نویسان صادر می‌کند.
      </p>
      <pre
        dir="ltr"
        tabIndex={0}
        aria-label="نمونهٔ درخواست ارسال این الگو با curl"
        className="max-h-96 overflow-auto rounded-lg bg-surface-2 p-3 text-start font-mono text-xs leading-6 text-text"
      >
        <code>{curl}</code>
      </pre>
    </section>
  );
}
