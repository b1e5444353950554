"use client";

import { ExportLinks } from "@/components/ui/export-links";
import { useLinkExport } from "@/lib/api/account-files";
import { recipientsDownloadUrl } from "@/lib/api/report";
import { DELIVERY_STATUS_TITLES } from "@/lib/contract/report";
import type { DeliveryStatus } from "@/lib/contract/send";

/** Downloads of every recipient of the send, of the chosen delivery status when one is chosen, as CSV or Excel (past 100,000 in the background). */
export function RecipientDownloads({ id, status }: { id: string; status: DeliveryStatus | null }) {
  const which = status === null ? "همهٔ گیرندگان" : `گیرندگان «${DELIVERY_STATUS_TITLES[status]}»`;
  return (
    <ExportLinks
      label={`دریافت فایل ${which}`}
      hrefOf={(format) => recipientsDownloadUrl(id, format, status)}
      exporting={useLinkExport()}
    />
  );
}
