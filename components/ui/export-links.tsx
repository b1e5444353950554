"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/contract/common";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: "خروجی CSV", xlsx: "خروجی اکسل" };

/** One export by its link, as the page asks for it. */
interface LinkExport {
  href: string;
  format: ExportFormat;
}

interface ExportLinksProps {
  /** Names the group for screen readers: what is exported. */
  label: string;
  /** The download link in a format; null while the filters cannot be asked for. */
  hrefOf: (format: ExportFormat) => string | null;
  /** Follows a link: saves the file, or says it is being written in the background. */
  exporting: UseMutationResult<unknown, unknown, LinkExport>;
}

/**
 * An export as CSV or Excel: download links styled as small buttons (they work before the page
 * hydrates). Once it has, the page follows a link itself, so a large export can answer that it is
 * being written in the background instead of a file; a failure is a toast.
 */
export function ExportLinks({ label, hrefOf, exporting }: ExportLinksProps) {
  const links = EXPORT_FORMATS.flatMap((format) => {
    const href = hrefOf(format);
    return href === null ? [] : [{ format, href }];
  });
  if (links.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center justify-end gap-2">
      {links.map(({ format, href }) => {
        const pending = exporting.isPending && exporting.variables?.format === format;
        return (
          <a
            key={format}
            href={href}
            download
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (exporting.isPending) return;
              exporting.mutate({ href, format }, { onError: (error) => toast.error(toErrorMessage(error)) });
            }}
            className={`inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:bg-surface-2 ${pending ? "opacity-60" : ""}`}
          >
            {FORMAT_LABELS[format]}
          </a>
        );
      })}
    </div>
  );
}
