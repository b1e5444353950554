"use client";

import { placeholderMeaning } from "../form/placeholders";
import { useCodeReaderVariables } from "@/lib/api/code-readers";

const ANSWER_TITLES = {
  correct_answer: "پاسخ به کد درست",
  repeated_answer: "پاسخ به کد تکراری",
  wrong_answer: "پاسخ به کد نادرست",
} as const;

/** The reader's variables (its file's columns after the code's) and the placeholders each answer may carry. */
export function CodeReaderVariables({ id }: { id: number }) {
  const query = useCodeReaderVariables(id);
  if (!query.data) return null;
  const { variables, placeholders } = query.data;
  return (
    <section aria-labelledby="reader-variables" className="flex flex-col gap-3 rounded-2xl bg-surface p-4 md:p-5">
      <h2 id="reader-variables" className="text-base font-bold">
        متغیرها و جای‌نگهدارها
      </h2>
      <p className="text-sm text-muted">
        {variables.length > 0
          ? `ستون‌های متغیر فایل: ${variables.join("، ")}`
          : "فایل کدهای این کدخوان ستون متغیری ندارد."}
      </p>
      <dl className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {(Object.keys(ANSWER_TITLES) as (keyof typeof ANSWER_TITLES)[]).map((answer) => (
          <div key={answer} className="flex flex-col gap-1.5">
            <dt className="text-sm font-medium">{ANSWER_TITLES[answer]}</dt>
            <dd className="flex flex-col gap-1 text-xs text-muted">
              {placeholders[answer].map((placeholder) => (
                <span key={placeholder} className="flex flex-wrap items-center gap-1">
                  <code dir="ltr" className="latin rounded bg-surface-2 px-1.5 py-0.5 text-text">
                    {placeholder}
                  </code>
                  {placeholderMeaning(placeholder)}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
