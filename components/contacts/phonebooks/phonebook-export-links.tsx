import { phonebookExportUrl } from "@/lib/api/phonebooks";
import { EXPORT_FORMATS } from "@/lib/contract/common";
import { ExportLink } from "@/components/ui/export-link";

/** Downloads of one phonebook's contacts with their features, as CSV or Excel. */
export function PhonebookExportLinks({ phonebookId, title }: { phonebookId: number; title: string }) {
  return (
    <div role="group" aria-label={`خروجی دفترچه «${title}»`} className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <ExportLink key={format} href={phonebookExportUrl(phonebookId, format)} format={format} />
      ))}
    </div>
  );
}
