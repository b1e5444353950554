"use client";

import { useExportOrQueue } from "@/lib/api/account-files";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/contract/common";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

const LABELS: Record<ExportFormat, string> = { csv: "خروجی CSV", xlsx: "خروجی اکسل" };

interface ContactsExportButtonsProps {
  /** Names the group for screen readers: what is exported. */
  label: string;
  /** The export's download link in a format. */
  hrefOf: (format: ExportFormat) => string;
  /** The file's name when the answer gives none. */
  fallbackName: (format: ExportFormat) => string;
}

/**
 * Contacts as CSV or Excel: download links (they work before the page hydrates) that the page
 * follows itself: a small export is saved at once; one past 100,000 rows is written in the
 * background and a toast says so, with a link to file management, where it will be.
 */
export function ContactsExportButtons({ label, hrefOf, fallbackName }: ContactsExportButtonsProps) {
  const exporting = useExportOrQueue();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => {
        const pending = exporting.isPending && exporting.variables?.format === format;
        return (
          <a
            key={format}
            href={hrefOf(format)}
            download
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (exporting.isPending) return;
              exporting.mutate(
                { href: hrefOf(format), fallbackName: fallbackName(format), format },
                { onError: (error) => toast.error(toErrorMessage(error)) },
              );
            }}
            className={`inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:bg-surface-2 ${pending ? "opacity-60" : ""}`}
          >
            {LABELS[format]}
          </a>
        );
      })}
    </div>
  );
}
