"use client";

import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { usePatternList } from "@/lib/api/patterns";
import type { Pattern } from "@/lib/contract/patterns";
import { patternColumns, patternName } from "./pattern-columns";
import { hasPatternFilters, patternListQueryOf, systemicPatternFilters } from "./pattern-filters";

const rowKey = (pattern: Pattern) => pattern.pattern_code;
const COLUMNS = patternColumns();

/** «الگوهای سامانه»: the provider's ready patterns, read-only and usable by every account; each leads to its page. */
export function SystemicPatternList() {
  const { filters: values, page, limit } = useTableFilters(systemicPatternFilters);
  const listQuery = patternListQueryOf("systemic", values, page, limit);
  const query = usePatternList(listQuery);
  usePageInRange(query.data?.meta.total);

  return (
    <TableFiltersProvider config={systemicPatternFilters}>
      <section aria-label="الگوهای سامانه" className="flex min-w-0 flex-col gap-3">
        <p className="text-sm leading-6 text-muted">
          الگوهای آمادهٔ سامانه بررسی‌شده‌اند و بی‌نیاز از ساختن الگو، با کدشان می‌توانید پیامک بفرستید.
        </p>
        <TableFilters />
        <DataTable
          caption="الگوهای سامانه"
          columns={COLUMNS}
          getRowKey={rowKey}
          getRowLabel={patternName}
          {...listTableState(query)}
          empty={
            hasPatternFilters(listQuery)
              ? "الگوی سامانه‌ای با این جستجو پیدا نشد. واژه‌های دیگری را جستجو کنید."
              : "اکنون الگوی سامانه‌ای در دسترس نیست."
          }
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </section>
    </TableFiltersProvider>
  );
}
