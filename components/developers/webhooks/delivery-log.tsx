"use client";

import { useMemo, useState } from "react";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable } from "@/components/ui/table";
import { useDeliveries } from "@/lib/api/webhooks";
import type { WebhookDelivery } from "@/lib/contract/webhooks";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { toPersianDigits } from "@/lib/validation/digits";
import { deliveryColumns } from "./delivery-columns";
import { DeliveryDetailDialog } from "./delivery-detail-dialog";
import { eventTitle } from "./webhook-text";

const rowKey = (row: WebhookDelivery) => String(row.id);

/** An endpoint's messages, newest first, paged in the query string; each opens its detail. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { page, limit } = usePaginationState();
  const query = useDeliveries(endpointId, page, limit);
  usePageInRange(query.data?.meta.total);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMemo(() => deliveryColumns((row) => setOpenId(row.id)), []);
  return (
    <section aria-labelledby="delivery-log-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="delivery-log-title" className="text-base font-bold">
        گزارش ارسال‌ها
      </h2>
      <DataTable
        caption="پیام‌های فرستاده‌شده به این وب‌هوک"
        columns={columns}
        getRowKey={rowKey}
        getRowLabel={(row) => `${eventTitle(row.event_type)}، پیام ${toPersianDigits(row.id)}`}
        {...listTableState(query)}
        empty="هنوز پیامی به این نشانی فرستاده نشده است. با «ارسال آزمایشی» یکی بفرستید."
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      <DeliveryDetailDialog deliveryId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
