"use client";

import { useMemo, useState } from "react";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useColleagues, type ColleagueAction } from "@/lib/api/colleagues";
import { usePlan } from "@/lib/auth/plan-context";
import type { Colleague, Role } from "@/lib/contract/colleagues";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { ColleagueActionDialog } from "../shared/colleague-action-dialog";
import { CREATE_FIRST_ROLE_HREF, INVITE_HREF } from "../shared/colleague-links";
import { colleagueName } from "../shared/colleague-name";
import { LinkButton } from "@/components/layout/link-button";
import { colleagueColumns } from "./colleague-columns";
import { colleagueTableFilters, hasColleagueFilters, toColleagueFilters } from "./colleague-filters";

const rowKey = (colleague: Colleague) => String(colleague.id);

/** No colleague yet: the way to the first one, through a role when there is none. */
function NoColleagueYet({ hasRoles }: { hasRoles: boolean }) {
  return (
    <span className="flex flex-col items-center gap-3">
      <span>
        {hasRoles
          ? "هنوز همکاری اضافه نکرده‌اید."
          : "هنوز همکاری اضافه نکرده‌اید. برای دعوت همکار، ابتدا یک سطح دسترسی بسازید."}
      </span>
      <LinkButton href={hasRoles ? INVITE_HREF : CREATE_FIRST_ROLE_HREF} size="md">
        {hasRoles ? "افزودن همکار" : "ساخت سطح دسترسی"}
      </LinkButton>
    </span>
  );
}

/**
 * The account's colleagues with their filters and paging in the query; each activated, deactivated,
 * deleted or invited again after a confirmation, and each leading to their own page.
 */
export function ColleagueList({ roles }: { roles: readonly Role[] }) {
  const config = useMemo(() => colleagueTableFilters(roles), [roles]);
  const { filters: values, page, limit } = useTableFilters(config);
  const filters = toColleagueFilters(values);
  const query = useColleagues({ ...filters, page, perPage: limit });
  usePageInRange(query.data?.meta.total);
  const { setPage } = usePaginationState();
  const [asked, setAsked] = useState<{ action: ColleagueAction; colleague: Colleague } | null>(null);
  const rows = query.data?.data;
  // One colleague comes with every account; the next needs a plan that gives more (spec §6).
  const needsPlan = !usePlan().has("colleagues") && (query.data?.meta.total ?? 0) >= 1 && !hasColleagueFilters(filters);

  const afterAction = (action: ColleagueAction) => {
    // The last row of a page gone: the page before it.
    if (action === "delete" && rows?.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <TableFiltersProvider config={config}>
      <section aria-label="همکاران" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm leading-6 text-muted">
            همکاران با نام کاربری و رمز عبور خود وارد حساب شما می‌شوند و به اندازهٔ سطح دسترسی‌شان کار می‌کنند.
          </p>
          {needsPlan ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span>همکار دوم و بیشتر با پنل فعال می‌شود.</span>
              <LinkButton href="/plans" variant="secondary" size="md">
                دیدن پنل‌ها
              </LinkButton>
            </p>
          ) : (
            <LinkButton href={roles.length > 0 ? INVITE_HREF : CREATE_FIRST_ROLE_HREF}>افزودن همکار</LinkButton>
          )}
        </div>
        <TableFilters />
        <DataTable
          caption="همکاران"
          columns={colleagueColumns((action, colleague) => setAsked({ action, colleague }))}
          getRowKey={rowKey}
          getRowLabel={colleagueName}
          {...listTableState(query)}
          empty={
            hasColleagueFilters(filters) ? (
              "همکاری با این فیلترها پیدا نشد."
            ) : (
              <NoColleagueYet hasRoles={roles.length > 0} />
            )
          }
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
        <ColleagueActionDialog asked={asked} onClose={() => setAsked(null)} onDone={afterAction} />
      </section>
    </TableFiltersProvider>
  );
}
