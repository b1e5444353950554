"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Pagination } from "@/components/ui/pagination";
import {
  DataTable,
  defineTableFilters,
  FilterField,
  TableFiltersProvider,
  useTableFilters,
  type DataTableColumn,
} from "@/components/ui/table";
import { useBlacklist, useDeleteFromBlacklist } from "@/lib/api/contact-lists";
import type { BlacklistEntry, BlacklistType } from "@/lib/contract/contact-lists";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { groupDigits } from "@/lib/format/money";
import { toast } from "@/lib/ui/toast-store";
import { toLocalMobile } from "@/lib/validation/mobile";
import { listTableState } from "@/components/ui/list/list-table-state";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { SelectionBar } from "@/components/ui/list/selection-bar";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { AddToBlacklistDialog } from "./add-to-blacklist-dialog";
import { BLACKLIST_DESCRIPTIONS, BLACKLIST_TITLES } from "./blacklist-types";
import { Allowed } from "@/components/layout/allowed";
import { useAccess } from "@/lib/auth/access-context";

const blacklistFilters = defineTableFilters(
  [{ type: "search", name: "number", label: "جستجوی شماره", placeholder: "شماره یا بخشی از آن" }],
  {
    prefix: "blacklist_",
  },
);

const COLUMNS: DataTableColumn<BlacklistEntry>[] = [
  { key: "number", header: "شماره", cell: (entry) => <MobileNumber value={entry.number} /> },
  {
    key: "created_at",
    header: "تاریخ افزودن",
    cell: (entry) => formatJalaliDateTime(entry.created_at),
    className: "whitespace-nowrap",
  },
];

const entryKey = (entry: BlacklistEntry) => String(entry.id);

/** One blacklist: its numbers with the day each was added, searched and paged, added to and deleted from. */
export function BlacklistList({ type }: { type: BlacklistType }) {
  const { filters, page, limit } = useTableFilters(blacklistFilters);
  const query = useBlacklist(type, { page, perPage: limit, number: filters.number });
  usePageInRange(query.data?.meta.total);
  const remove = useDeleteFromBlacklist();
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);

  function closeConfirm(open: boolean) {
    if (!open) remove.reset();
    setConfirming(open);
  }

  const editable = useAccess().can("contacts.edit");

  function deleteSelected() {
    remove.mutate(
      { type, ids: selected.map(Number) },
      {
        onSuccess: () => {
          toast.success(`${groupDigits(selected.length)} شماره از ${BLACKLIST_TITLES[type]} حذف شد.`);
          setSelected([]);
          closeConfirm(false);
        },
      },
    );
  }

  return (
    <TableFiltersProvider config={blacklistFilters}>
      <div className="flex flex-col gap-4">
        <p className="text-sm leading-7 text-muted">{BLACKLIST_DESCRIPTIONS[type]}</p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full sm:w-72">
            <FilterField name="number" />
          </div>
          <Allowed rule="contacts.edit">
            <div className="flex flex-wrap items-center gap-2">
              <SelectionBar
                count={selected.length}
                onClear={() => setSelected([])}
                onDelete={() => setConfirming(true)}
              />
              <Button size="md" onClick={() => setAdding(true)}>
                افزودن شماره
              </Button>
            </div>
          </Allowed>
        </div>
        <DataTable
          caption={BLACKLIST_TITLES[type]}
          columns={COLUMNS}
          getRowKey={entryKey}
          getRowLabel={(entry) => toLocalMobile(entry.number) ?? entry.number}
          selectedKeys={selected}
          onSelectedKeysChange={editable ? setSelected : undefined}
          {...listTableState(query)}
          empty={filters.number ? "شماره‌ای با این جستجو در فهرست نیست." : "این فهرست خالی است."}
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </div>
      <AddToBlacklistDialog open={adding} onOpenChange={setAdding} type={type} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={closeConfirm}
        title={`حذف از ${BLACKLIST_TITLES[type]}`}
        message={`${groupDigits(selected.length)} شمارهٔ انتخاب‌شده از ${BLACKLIST_TITLES[type]} حذف شود؟`}
        confirmLabel="حذف"
        tone="danger"
        pending={remove.isPending}
        error={remove.isError ? toErrorMessage(remove.error) : null}
        onConfirm={deleteSelected}
      />
    </TableFiltersProvider>
  );
}
