import type { PasteResult } from "@/lib/numbers/paste-numbers";
import { groupDigits } from "@/lib/format/money";

export interface PasteSummaryProps {
  result: PasteResult;
  /** The list's maximum size, named when some numbers did not fit. */
  limit: number;
}

/** Counts, grouped in threes: «۱٬۰۰۰». */
const fa = groupDigits;

/** What a paste did: numbers added, duplicates skipped, numbers over the limit, and the invalid entries. */
export function PasteSummary({ result, limit }: PasteSummaryProps) {
  const { added, duplicates, invalid, overLimit } = result;
  return (
    <div className="flex flex-col gap-2 text-sm leading-6">
      <div role="status">
        <ul className="flex flex-col gap-1 rounded-lg bg-surface-2 px-3 py-2">
          <li className={added.length > 0 ? "text-success" : "text-muted"}>
            {added.length > 0 ? `${fa(added.length)} شماره به لیست افزوده شد.` : "هیچ شمارهٔ تازه‌ای افزوده نشد."}
          </li>
          {duplicates.length > 0 ? (
            <li className="text-muted">{`${fa(duplicates.length)} شمارهٔ تکراری نادیده گرفته شد.`}</li>
          ) : null}
          {invalid.length > 0 ? (
            <li className="text-danger">{`${fa(invalid.length)} مورد نامعتبر بود و افزوده نشد.`}</li>
          ) : null}
        </ul>
      </div>

      {overLimit > 0 ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-warning">
          {`لیست حداکثر ${fa(limit)} شماره می‌پذیرد؛ ${fa(overLimit)} شمارهٔ معتبر دیگر جا نشد و افزوده نشد.`}
        </p>
      ) : null}

      {invalid.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-text">موارد نامعتبر (در کادر بالا مانده‌اند تا اصلاحشان کنید):</p>
          <ul
            aria-label="موارد نامعتبر"
            tabIndex={0}
            className="latin flex max-h-32 flex-col gap-0.5 overflow-y-auto rounded-lg border border-border px-3 py-2 text-danger"
            dir="ltr"
          >
            {invalid.map((entry, index) => (
              <li key={`${index}-${entry}`}>{entry}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
