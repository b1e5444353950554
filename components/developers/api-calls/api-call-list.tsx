"use client";

import { useMemo } from "react";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import type { ApiCallRow, ApiKeyRow } from "@/lib/contract/api-keys";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { apiCallColumns } from "./api-call-columns";
import { apiCallTableFilters, hasApiCallFilters, toApiCallFilters } from "./api-call-filters";
import { ApiCallPager } from "./api-call-pager";
import { API_CALLS_HREF, listSearch, withSearch } from "./list-search";
import { useApiCallPage } from "./use-api-call-page";

const CAPTION = "فراخوانی‌های انجام‌شده با کلیدهای API";
const rowKey = (row: ApiCallRow) => String(row.id);
const rowLabel = (row: ApiCallRow) => `${row.method} ${row.path}، ${formatJalaliDateTime(row.created_at)}`;

const LINK = "text-primary underline-offset-4 hover:underline";

/** No call made with a key yet: where keys are made, and where the calls are described. */
function NoCallYet() {
  return (
    <span className="flex flex-col items-center gap-2 leading-7">
      <span>هنوز هیچ فراخوانی‌ای با کلیدهای API حساب انجام نشده است.</span>
      <span>
        {"برای شروع، در "}
        <PrefetchLink href="/developers/api-keys" className={LINK}>
          کلیدهای API
        </PrefetchLink>
        {" کلیدی بسازید و با "}
        <PrefetchLink href="/developers/documents" className={LINK}>
          مستندات API
        </PrefetchLink>
        {" نخستین فراخوانی را انجام دهید."}
      </span>
    </span>
  );
}

export interface ApiCallListProps {
  /** The account's keys for the key filter; null when the member may not see them (no key filter). */
  keys: readonly ApiKeyRow[] | null;
}

/**
 * Every call made with the account's keys, newest first, with its filters and page in the query
 * string; each path leads to the call's request and answer. A table on desktop, cards on a phone.
 */
export function ApiCallList({ keys }: ApiCallListProps) {
  const config = useMemo(() => apiCallTableFilters(keys), [keys]);
  const { filters: values, page, limit } = useTableFilters(config);
  const filters = toApiCallFilters(values);
  const { query, rows, known, retry } = useApiCallPage(filters);
  const search = listSearch(config, values, page, limit);
  const columns = useMemo(() => apiCallColumns((id) => withSearch(`${API_CALLS_HREF}/${id}`, search)), [search]);
  const failed = query.isError && !rows;

  return (
    <TableFiltersProvider config={config}>
      <section aria-label={CAPTION} className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm leading-6 text-muted">
            فراخوانی‌های ۳۰ روز گذشته؛ رازها (کلید، رمزها و کدها) پیش از ثبت حذف شده‌اند.
          </p>
          <Button variant="secondary" size="md" onClick={() => void query.refetch()} loading={query.isRefetching}>
            به‌روزرسانی
          </Button>
        </div>
        <TableFilters />
        <DataTable
          caption={CAPTION}
          columns={columns}
          getRowKey={rowKey}
          getRowLabel={rowLabel}
          rows={rows}
          loading={!failed && rows === undefined}
          error={failed ? toErrorMessage(query.error) : null}
          onRetry={retry}
          retrying={query.isFetching}
          empty={
            hasApiCallFilters(values) ? (
              "فراخوانی‌ای با این فیلترها پیدا نشد. فیلترها را تغییر دهید یا پاک کنید."
            ) : (
              <NoCallYet />
            )
          }
        />
        <ApiCallPager known={known} shown={rows?.length} disabled={query.isFetching} />
      </section>
    </TableFiltersProvider>
  );
}
