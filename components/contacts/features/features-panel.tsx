"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import {
  DataTable,
  defineTableFilters,
  TableFilters,
  TableFiltersProvider,
  useTableFilters,
} from "@/components/ui/table";
import { useContactFeatures } from "@/lib/api/contact-features";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { listTableState } from "@/components/ui/list/list-table-state";
import { SelectionBar } from "@/components/ui/list/selection-bar";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { DeleteFeaturesDialog } from "./delete-features-dialog";
import { featureColumns, featureKey, SelectPageRow } from "./feature-columns";
import { FeatureFormDialog } from "./feature-form-dialog";
import { FEATURE_TYPE_OPTIONS } from "./feature-types";
import { Allowed } from "@/components/layout/allowed";
import { useAccess } from "@/lib/auth/access-context";

const featureFilters = defineTableFilters(
  [
    { type: "search", name: "title", label: "عنوان", placeholder: "بخشی از عنوان فارسی" },
    { type: "options", name: "type", label: "نوع", options: FEATURE_TYPE_OPTIONS },
    {
      type: "options",
      name: "enabled",
      label: "وضعیت",
      options: [
        { value: "1", label: "فعال" },
        { value: "0", label: "غیرفعال" },
      ],
    },
  ],
  { prefix: "features_" },
);

/**
 * The custom features ("more features") of contacts: the system's, read-only, and the user's own,
 * which they make, rename, turn on or off and delete; filtered and paged in the query string.
 */
export function FeaturesPanel() {
  const mobile = useIsMobile();
  const { filters, page, limit } = useTableFilters(featureFilters);
  const query = useContactFeatures({
    page,
    perPage: limit,
    title: filters.title,
    type: filters.type,
    enabled: filters.enabled === null ? null : filters.enabled === "1",
  });
  usePageInRange(query.data?.meta.total);

  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PhonebookOption | null>(null);
  const [deleting, setDeleting] = useState(false);

  const rows = query.data?.data;
  const editable = useAccess().can("contacts.edit");
  const columns = useMemo(
    () =>
      featureColumns({
        mobile,
        rows,
        selected,
        onSelectedChange: setSelected,
        onEdit: setEditing,
        readOnly: !editable,
      }),
    [mobile, rows, selected, editable],
  );
  const filtered = filters.title !== null || filters.type !== null || filters.enabled !== null;

  return (
    <TableFiltersProvider config={featureFilters}>
      <section aria-label="ویژگی‌های مخاطبان" className="flex flex-col gap-4">
        <p className="text-sm leading-7 text-muted">
          ویژگی‌ها اطلاعات بیشتری از هر مخاطب نگه می‌دارند (مانند شهر یا تاریخ تولد). ویژگی‌های سیستمی برای همه
          یکسان‌اند و تغییر نمی‌کنند؛ غیرفعال کردن یا حذف ویژگی‌ای که در دفترچه یا ارسالی به کار رفته، پیش از انجام
          هشدار می‌دهد.
        </p>
        <Allowed rule="contacts.edit">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button onClick={() => setCreating(true)}>ویژگی جدید</Button>
            <SelectionBar count={selected.length} onClear={() => setSelected([])} onDelete={() => setDeleting(true)} />
          </div>
        </Allowed>
        <TableFilters />
        {editable && mobile && rows?.length ? (
          <SelectPageRow rows={rows} selected={selected} onSelectedChange={setSelected} />
        ) : null}
        <DataTable
          caption="ویژگی‌های مخاطبان"
          columns={columns}
          getRowKey={featureKey}
          {...listTableState(query)}
          empty={filtered ? "ویژگی‌ای با این فیلترها پیدا نشد." : "هنوز ویژگی‌ای ندارید؛ با «ویژگی جدید» بسازید."}
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </section>
      <FeatureFormDialog
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setCreating(false);
          setEditing(null);
        }}
        feature={editing}
      />
      <DeleteFeaturesDialog
        open={deleting}
        onOpenChange={setDeleting}
        ids={selected.map(Number)}
        onDeleted={() => setSelected([])}
      />
    </TableFiltersProvider>
  );
}
