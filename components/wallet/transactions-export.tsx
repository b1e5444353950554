"use client";

import { Button } from "@/components/ui/button";
import { useTransactionsExport } from "@/lib/api/wallet";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/contract/common";
import type { TransactionFilters } from "@/lib/contract/payment";
import { toErrorMessage } from "@/lib/errors/to-message";
import { saveFile } from "@/lib/files/save-file";
import { toast } from "@/lib/ui/toast-store";

const LABELS: Record<ExportFormat, string> = { csv: "خروجی CSV", xlsx: "خروجی اکسل" };

/** Downloads the transactions the current filters show (`export_type: "financial"`). */
export function TransactionsExport({ filters }: { filters: TransactionFilters }) {
  const exporting = useTransactionsExport();
  const run = (format: ExportFormat) =>
    exporting.mutate(
      { filters, format },
      {
        onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `transactions.${format}`),
        onError: (error) => toast.error(toErrorMessage(error)),
      },
    );
  return (
    <div role="group" aria-label="خروجی تراکنش‌ها با فیلترهای کنونی" className="flex flex-wrap justify-end gap-2">
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
