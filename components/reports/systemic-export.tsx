"use client";

import { FileExportButtons } from "@/components/ui/file-export-buttons";
import { useSystemicExport, type ReportFilterValues } from "@/lib/api/report";

/** Downloads the systemic sends the current filters show (the export is a POST, so the page fetches the file and hands it over). */
export function SystemicExport({ filters }: { filters: ReportFilterValues }) {
  return (
    <FileExportButtons
      label="خروجی ارسال‌های سیستمی با فیلترهای کنونی"
      exporting={useSystemicExport()}
      request={(format) => ({ filters, format })}
    />
  );
}
