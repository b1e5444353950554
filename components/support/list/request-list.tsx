"use client";

import { useMemo } from "react";
import { LinkButton } from "@/components/layout/link-button";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useTicketCategories, useTicketList } from "@/lib/api/support";
import type { RequestType, TicketCategory, TicketRow } from "@/lib/contract/support";
import { REQUEST_KINDS } from "@/lib/support/request-kinds";
import { requestColumns } from "./request-columns";
import { hasRequestFilters, requestListParams, requestTableFilters } from "./request-filters";

const NO_CATEGORIES: readonly TicketCategory[] = [];
const rowKey = (row: TicketRow) => String(row.ticket_id);
const rowLabel = (row: TicketRow) => row.subject;

const INTRO: Record<RequestType, string> = {
  ticket: "مشکل یا پرسش خود را با پشتیبانی در میان بگذارید؛ پاسخ‌ها همین‌جا و در صورت تمایل با پیامک به شما می‌رسد.",
  suggestion: "پیشنهاد یا انتقاد شما مستقیم به مدیریت می‌رسد و پاسخ آن همین‌جا دیده می‌شود.",
};

const FIRST_INVITE: Record<RequestType, string> = {
  ticket:
    "هنوز درخواست پشتیبانی‌ای ثبت نکرده‌اید. اگر در ارسال پیامک، پرداخت یا خطوط به مشکلی برخورده‌اید، نخستین درخواست را ثبت کنید.",
  suggestion: "هنوز پیشنهاد یا انتقادی ثبت نکرده‌اید. نظر شما به بهتر شدن سامانه کمک می‌کند.",
};

/** No request of the kind yet: what it is for, and the way to the first. */
function NoRequestYet({ type }: { type: RequestType }) {
  return (
    <span className="flex flex-col items-center gap-3">
      <span className="leading-7">{FIRST_INVITE[type]}</span>
      <LinkButton href={REQUEST_KINDS[type].createHref} size="md">
        {type === "ticket" ? "ثبت نخستین درخواست" : "ثبت نخستین پیشنهاد یا انتقاد"}
      </LinkButton>
    </span>
  );
}

/**
 * One kind's requests with their filters and page in the query: each row leads to its request and
 * says when an answer waits unseen; a table on desktop, cards on a phone.
 */
export function RequestList({ type }: { type: RequestType }) {
  const kind = REQUEST_KINDS[type];
  const categories = useTicketCategories(type).data ?? NO_CATEGORIES;
  const config = useMemo(() => requestTableFilters(type, categories), [type, categories]);
  const { filters, page, limit } = useTableFilters(config);
  const params = requestListParams(type, filters, page, limit);
  const query = useTicketList(params);
  usePageInRange(query.data?.meta.total);

  return (
    <TableFiltersProvider config={config}>
      <section aria-label={kind.listTitle} className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm leading-6 text-muted">{INTRO[type]}</p>
          <LinkButton href={kind.createHref}>{kind.createLabel}</LinkButton>
        </div>
        <TableFilters />
        <DataTable
          caption={kind.listTitle}
          columns={requestColumns}
          getRowKey={rowKey}
          getRowLabel={rowLabel}
          {...listTableState(query)}
          empty={
            hasRequestFilters(params) ? (
              "درخواستی با این فیلترها پیدا نشد. فیلترها را تغییر دهید یا پاک کنید."
            ) : (
              <NoRequestYet type={type} />
            )
          }
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </section>
    </TableFiltersProvider>
  );
}
