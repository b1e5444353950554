import type { CodeImportReport } from "@/lib/contract/code-readers";
import { groupDigits } from "@/lib/format/money";

/**
 * What a codes file gave, in one Persian sentence: the rows read, the codes kept, and those left out
 * (empty, duplicate, invalid); with `changed` (an update), the codes added and those a replacing file removed.
 */
export function importReportText(report: CodeImportReport, changed = false): string {
  const parts = [`از ${groupDigits(report.records)} سطر فایل، ${groupDigits(report.valid)} کد پذیرفته شد`];
  const left = [
    report.empty ? `${groupDigits(report.empty)} سطر خالی` : null,
    report.duplicate ? `${groupDigits(report.duplicate)} کد تکراری` : null,
    report.invalid ? `${groupDigits(report.invalid)} کد نامعتبر` : null,
  ].filter((part): part is string => part !== null);
  if (left.length > 0) parts.push(`${left.join("، ")} کنار گذاشته شد`);
  if (changed) {
    parts.push(`${groupDigits(report.added)} کد تازه افزوده شد`);
    if (report.removed) parts.push(`${groupDigits(report.removed)} کد پیشین حذف شد`);
  }
  return `${parts.join("؛ ")}.`;
}
