import { CATEGORY_OF_REASON, type RejectReason } from "./messages";
import type { ReportCategory, UploadReport } from "./types";

/** Spec: the report lists row numbers; past this many per category it only counts. */
export const DEFAULT_REPORT_ROW_LIMIT = 1000;
const VALUE_SHOWN = 40;

function category(): ReportCategory {
  return { count: 0, rows: [], reasons: [], values: [] };
}

export function emptyReport(): UploadReport {
  return {
    records: 0,
    valid: 0,
    emptyCell: category(),
    invalidNumber: category(),
    duplicate: category(),
    otherReasons: category(),
  };
}

/** Counts a rejected row in its category, listing it while the category has room. */
export function reportRejected(
  report: UploadReport,
  reason: RejectReason,
  row: number,
  value: string,
  limit: number,
): void {
  const target = report[CATEGORY_OF_REASON[reason]];
  target.count++;
  if (target.rows.length < limit) {
    target.rows.push(row);
    target.reasons.push(reason);
    target.values.push(value.length > VALUE_SHOWN ? `${value.slice(0, VALUE_SHOWN)}…` : value);
  }
}
