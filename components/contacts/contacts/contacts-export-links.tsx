import { contactsExportUrl, type ContactFilters } from "@/lib/api/contacts";
import { ContactsExportButtons } from "../contacts-export-buttons";

/** Exports of the contacts the current filters show, as CSV or Excel (past 100,000 in the background). */
export function ContactsExportLinks({ filters }: { filters: ContactFilters }) {
  return (
    <ContactsExportButtons
      label="خروجی مخاطبان با فیلترهای کنونی"
      hrefOf={(format) => contactsExportUrl(filters, format)}
      fallbackName={(format) => `contacts.${format}`}
    />
  );
}
