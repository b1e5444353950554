import { groupDigits } from "@/lib/format/money";
import {
  REJECT_REASON_MESSAGES,
  REPORT_CATEGORY_TITLES,
  type ReportCategoryName,
} from "@/lib/files/recipients/messages";
import type { UploadReport } from "@/lib/files/recipients/types";

const CATEGORIES: ReportCategoryName[] = ["emptyCell", "invalidNumber", "duplicate", "otherReasons"];
/** Rows listed under a category before «…». */
const SHOWN_ROWS = 50;

/** The upload report (spec §5): valid records, then each refusal category with its row numbers. */
export function UploadReportView({ report }: { report: UploadReport }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        از <strong>{groupDigits(report.records)}</strong> رکورد،{" "}
        <strong className="text-success">{groupDigits(report.valid)}</strong> شمارهٔ معتبر خوانده شد.
      </p>
      <ul className="flex flex-col gap-1.5">
        {CATEGORIES.filter((name) => report[name].count > 0).map((name) => {
          const category = report[name];
          return (
            <li key={name}>
              <details className="rounded-lg bg-surface-2 px-3 py-2">
                <summary className="cursor-pointer">
                  {REPORT_CATEGORY_TITLES[name]}: <strong>{groupDigits(category.count)}</strong> ردیف
                </summary>
                <ul className="mt-2 flex flex-col gap-1 text-xs text-muted">
                  {category.rows.slice(0, SHOWN_ROWS).map((row, i) => (
                    <li key={`${row}-${i}`}>
                      ردیف {groupDigits(row)}: {REJECT_REASON_MESSAGES[category.reasons[i]!]}
                      {category.values[i] ? (
                        <>
                          {" "}
                          <bdi>«{category.values[i]}»</bdi>
                        </>
                      ) : null}
                    </li>
                  ))}
                  {category.count > SHOWN_ROWS ? <li>و {groupDigits(category.count - SHOWN_ROWS)} ردیف دیگر</li> : null}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
