"use client";

import { ExportLinks } from "@/components/ui/export-links";
import { useLinkExport } from "@/lib/api/account-files";
import { contactsExportUrl, type ContactFilters } from "@/lib/api/contacts";

/** Exports of the contacts the current filters show, as CSV or Excel (past 100,000 in the background). */
export function ContactsExportLinks({ filters }: { filters: ContactFilters }) {
  return (
    <ExportLinks
      label="خروجی مخاطبان با فیلترهای کنونی"
      hrefOf={(format) => contactsExportUrl(filters, format)}
      exporting={useLinkExport()}
    />
  );
}
