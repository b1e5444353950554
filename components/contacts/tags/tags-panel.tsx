"use client";

import { useState } from "react";
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
import { useContactTags, useDeleteContactTags } from "@/lib/api/contact-tags";
import type { ContactTag } from "@/lib/contract/contacts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDate } from "@/lib/format/jalali";
import { groupDigits } from "@/lib/format/money";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";
import { listTableState } from "@/components/ui/list/list-table-state";
import { SelectionBar } from "@/components/ui/list/selection-bar";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Allowed } from "@/components/layout/allowed";
import { useAccess } from "@/lib/auth/access-context";

const tagFilters = defineTableFilters(
  [{ type: "search", name: "tag", label: "جستجوی برچسب", placeholder: "برچسب کامل، مانند مشتری ویژه" }],
  {
    prefix: "tags_",
  },
);

const COLUMNS: DataTableColumn<ContactTag>[] = [
  { key: "tag", header: "برچسب", cell: (tag) => <span className="font-medium">{tag.tag}</span> },
  {
    key: "contact",
    header: "شناسهٔ مخاطب",
    cell: (tag) => toPersianDigits(tag.number_id),
    className: "whitespace-nowrap",
  },
  {
    key: "created_at",
    header: "تاریخ افزودن",
    cell: (tag) => formatJalaliDate(tag.created_at),
    className: "whitespace-nowrap",
  },
];

const tagKey = (tag: ContactTag) => String(tag.id);

/** The user's tags (each on one contact): search by a whole tag, choose many and delete them. */
export function TagsPanel() {
  const { filters, page, limit } = useTableFilters(tagFilters);
  const query = useContactTags({ page, perPage: limit, tag: filters.tag });
  usePageInRange(query.data?.meta.total);
  const remove = useDeleteContactTags();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const editable = useAccess().can("contacts.edit");

  function closeConfirm(open: boolean) {
    if (!open) remove.reset();
    setConfirming(open);
  }

  function deleteSelected() {
    remove.mutate(selected.map(Number), {
      onSuccess: () => {
        toast.success(`${groupDigits(selected.length)} برچسب حذف شد.`);
        setSelected([]);
        closeConfirm(false);
      },
    });
  }

  return (
    <TableFiltersProvider config={tagFilters}>
      <section aria-label="برچسب‌ها" className="flex flex-col gap-4">
        <p className="text-sm leading-7 text-muted">
          برچسب‌ها هنگام افزودن یا ویرایش مخاطب به او داده می‌شوند؛ هر ردیف یک برچسبِ یک مخاطب است.
        </p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full sm:w-72">
            <FilterField name="tag" />
          </div>
          <Allowed rule="contacts.edit">
            <SelectionBar
              count={selected.length}
              onClear={() => setSelected([])}
              onDelete={() => setConfirming(true)}
            />
          </Allowed>
        </div>
        <DataTable
          caption="برچسب‌ها"
          columns={COLUMNS}
          getRowKey={tagKey}
          getRowLabel={(tag) => `«${tag.tag}» مخاطب ${toPersianDigits(tag.number_id)}`}
          selectedKeys={selected}
          onSelectedKeysChange={editable ? setSelected : undefined}
          {...listTableState(query)}
          empty={
            filters.tag ? "برچسبی با این نام پیدا نشد." : "هنوز برچسبی ندارید؛ برچسب‌ها را هنگام ویرایش مخاطب بیفزایید."
          }
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={closeConfirm}
        title="حذف برچسب‌ها"
        message={`${groupDigits(selected.length)} برچسب انتخاب‌شده از مخاطبانشان برداشته شود؟`}
        confirmLabel="حذف"
        tone="danger"
        pending={remove.isPending}
        error={remove.isError ? toErrorMessage(remove.error) : null}
        onConfirm={deleteSelected}
      />
    </TableFiltersProvider>
  );
}
