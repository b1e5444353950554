import { phonebookExportUrl } from "@/lib/api/phonebooks";
import { ContactsExportButtons } from "../contacts-export-buttons";

/** Exports of one phonebook's contacts with their features, as CSV or Excel (past 100,000 in the background). */
export function PhonebookExportLinks({ phonebookId, title }: { phonebookId: number; title: string }) {
  return (
    <ContactsExportButtons
      label={`خروجی دفترچه «${title}»`}
      hrefOf={(format) => phonebookExportUrl(phonebookId, format)}
      fallbackName={(format) => `phonebook-${phonebookId}.${format}`}
    />
  );
}
