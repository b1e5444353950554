import { ExportLink } from "@/components/ui/export-link";
import { secretaryInboxExportUrl } from "@/lib/api/secretary-inbox";
import type { ExportFormat } from "@/lib/contract/common";
import type { InboxTab } from "./inbox-kinds";

const FORMATS: readonly ExportFormat[] = ["csv", "xlsx"];

/** The messages the tab shows, as a file (CSV or Excel). */
export function InboxExportLinks({ id, kind }: { id: number; kind: InboxTab }) {
  return (
    <div role="group" aria-label="خروجی پیام‌های دریافتی" className="flex flex-wrap gap-2">
      {FORMATS.map((format) => (
        <ExportLink key={format} href={secretaryInboxExportUrl(id, kind, format)} format={format} />
      ))}
    </div>
  );
}
