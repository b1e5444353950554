"use client";

import { ExportLinks } from "@/components/ui/export-links";
import { useLinkExport } from "@/lib/api/account-files";
import { secretaryInboxExportUrl } from "@/lib/api/secretary-inbox";
import type { InboxTab } from "./inbox-kinds";

/** The messages the tab shows, as a file (CSV or Excel). */
export function InboxExportLinks({ id, kind }: { id: number; kind: InboxTab }) {
  return (
    <ExportLinks
      label="خروجی پیام‌های دریافتی"
      hrefOf={(format) => secretaryInboxExportUrl(id, kind, format)}
      exporting={useLinkExport()}
    />
  );
}
