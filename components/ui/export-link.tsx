import type { ExportFormat } from "@/lib/contract/common";

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: "خروجی CSV", xlsx: "خروجی اکسل" };

/** A download link styled as a small button; the BFF passes the upstream's file through with the session. */
export function ExportLink({ href, format }: { href: string; format: ExportFormat }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:bg-surface-2"
    >
      {FORMAT_LABELS[format]}
    </a>
  );
}
