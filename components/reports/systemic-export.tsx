"use client";

import { Button } from "@/components/ui/button";
import { useSystemicExport, type ReportFilterValues } from "@/lib/api/report";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/contract/common";
import { toErrorMessage } from "@/lib/errors/to-message";
import { saveFile } from "@/lib/files/save-file";
import { toast } from "@/lib/ui/toast-store";

const LABELS: Record<ExportFormat, string> = { csv: "خروجی CSV", xlsx: "خروجی اکسل" };

/** Downloads the systemic sends the current filters show (the export is a POST, so the page fetches the file and hands it over). */
export function SystemicExport({ filters }: { filters: ReportFilterValues }) {
  const exporting = useSystemicExport();
  const run = (format: ExportFormat) =>
    exporting.mutate(
      { filters, format },
      {
        onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `systemic-sends.${format}`),
        onError: (error) => toast.error(toErrorMessage(error)),
      },
    );
  return (
    <div
      role="group"
      aria-label="خروجی ارسال‌های سیستمی با فیلترهای کنونی"
      className="flex flex-wrap justify-end gap-2"
    >
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="md"
          variant="secondary"
          onClick={() => run(format)}
          loading={exporting.isPending && exporting.variables?.format === format}
          disabled={exporting.isPending}
        >
          {LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
