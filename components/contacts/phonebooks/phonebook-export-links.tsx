"use client";

import { ExportLinks } from "@/components/ui/export-links";
import { useLinkExport } from "@/lib/api/account-files";
import { phonebookExportUrl } from "@/lib/api/phonebooks";

/** Exports of one phonebook's contacts with their features, as CSV or Excel (past 100,000 in the background). */
export function PhonebookExportLinks({ phonebookId, title }: { phonebookId: number; title: string }) {
  return (
    <ExportLinks
      label={`خروجی دفترچه «${title}»`}
      hrefOf={(format) => phonebookExportUrl(phonebookId, format)}
      exporting={useLinkExport()}
    />
  );
}
