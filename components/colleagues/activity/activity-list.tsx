"use client";

import { useMemo } from "react";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useActivityLog, type ActivityMember } from "@/lib/api/activity-log";
import type { Activity } from "@/lib/contract/activity-log";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { activityColumns } from "./activity-columns";
import { ActivityExportLinks } from "./activity-export-links";
import { activityTableFilters, hasActivityFilters, toActivityFilters } from "./activity-filters";

const rowKey = (row: Activity) => String(row.id);
const rowLabel = (row: Activity) => `${row.text}، ${formatJalaliDateTime(row.created_at)}`;

export interface ActivityListProps {
  /** One member's own log: no member filter or column. */
  memberId?: number;
  /** Whom the account's log can be narrowed to; ignored with `memberId`. */
  members: readonly ActivityMember[];
}

/** The log with its filters and paging in the query string, and downloads of what the filters keep. */
export function ActivityList({ memberId, members }: ActivityListProps) {
  const oneMember = memberId !== undefined;
  const config = useMemo(() => activityTableFilters(oneMember ? null : members), [oneMember, members]);
  const { filters: values, page, limit } = useTableFilters(config);
  const filters = toActivityFilters(values, memberId);
  const query = useActivityLog({ page, perPage: limit, filters });
  usePageInRange(query.data?.meta.total);
  const caption = oneMember ? "فعالیت‌های همکار" : "فعالیت‌های اعضای حساب";
  const empty = hasActivityFilters(values)
    ? "فعالیتی با این فیلترها پیدا نشد."
    : oneMember
      ? "این همکار هنوز کاری در حساب انجام نداده است."
      : "هنوز فعالیتی در حساب ثبت نشده است.";
  return (
    <TableFiltersProvider config={config}>
      <section aria-label={caption} className="flex min-w-0 flex-col gap-3">
        <TableFilters />
        <ActivityExportLinks filters={filters} />
        <DataTable
          caption={caption}
          columns={activityColumns({ withMember: !oneMember })}
          getRowKey={rowKey}
          getRowLabel={rowLabel}
          {...listTableState(query)}
          empty={empty}
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </section>
    </TableFiltersProvider>
  );
}
