import { ExportLink } from "@/components/ui/export-link";
import { recipientsDownloadUrl } from "@/lib/api/report";
import { DELIVERY_STATUS_TITLES } from "@/lib/contract/report";
import { EXPORT_FORMATS } from "@/lib/contract/common";
import type { DeliveryStatus } from "@/lib/contract/send";

/** Downloads of every recipient of the send, of the chosen delivery status when one is chosen, as CSV or Excel. */
export function RecipientDownloads({ id, status }: { id: string; status: DeliveryStatus | null }) {
  const which = status === null ? "همهٔ گیرندگان" : `گیرندگان «${DELIVERY_STATUS_TITLES[status]}»`;
  return (
    <div role="group" aria-label={`دریافت فایل ${which}`} className="flex flex-wrap items-center justify-end gap-2">
      {EXPORT_FORMATS.map((format) => (
        <ExportLink key={format} href={recipientsDownloadUrl(id, format, status)} format={format} />
      ))}
    </div>
  );
}
