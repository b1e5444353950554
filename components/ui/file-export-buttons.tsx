"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/contract/common";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { Button } from "./button";

const LABELS: Record<ExportFormat, string> = { csv: "خروجی CSV", xlsx: "خروجی اکسل" };

interface FileExportButtonsProps<V extends { format: ExportFormat }> {
  /** Names the group for screen readers: what is exported. */
  label: string;
  /** The export (a POST with the filters in its body); it saves the file or says it went to the background. */
  exporting: UseMutationResult<unknown, unknown, V>;
  /** What to ask for in a format. */
  request: (format: ExportFormat) => V;
}

/** A list's export as CSV or Excel when the export is a POST (its filters in the body); a failure is a toast. */
export function FileExportButtons<V extends { format: ExportFormat }>({
  label,
  exporting,
  request,
}: FileExportButtonsProps<V>) {
  const run = (format: ExportFormat) =>
    exporting.mutate(request(format), { onError: (error) => toast.error(toErrorMessage(error)) });
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-end gap-2">
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
