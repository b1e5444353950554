import { contactsExportUrl, type ContactFilters } from "@/lib/api/contacts";
import { EXPORT_FORMATS } from "@/lib/contract/common";
import { ExportLink } from "@/components/ui/export-link";

/** Downloads of the contacts the current filters show, as CSV or Excel. */
export function ContactsExportLinks({ filters }: { filters: ContactFilters }) {
  return (
    <div role="group" aria-label="خروجی مخاطبان با فیلترهای کنونی" className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <ExportLink key={format} href={contactsExportUrl(filters, format)} format={format} />
      ))}
    </div>
  );
}
