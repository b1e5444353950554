"use client";

import { FileExportButtons } from "@/components/ui/file-export-buttons";
import { useTransactionsExport } from "@/lib/api/wallet";
import type { TransactionFilters } from "@/lib/contract/payment";

/** Downloads the transactions the current filters show (`export_type: "financial"`). */
export function TransactionsExport({ filters }: { filters: TransactionFilters }) {
  return (
    <FileExportButtons
      label="خروجی تراکنش‌ها با فیلترهای کنونی"
      exporting={useTransactionsExport()}
      request={(format) => ({ filters, format })}
    />
  );
}
