"use client";

import { Button } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/table";
import { pageSelection, setPageSelected, setRowSelected } from "@/components/ui/table/row-selection";
import { SelectionCheckbox, SelectPageCheckbox } from "@/components/ui/table/selection-checkbox";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { FeatureEnabledSwitch } from "./feature-enabled-switch";
import { FEATURE_TYPE_LABELS } from "./feature-types";

export const featureKey = (feature: PhonebookOption) => String(feature.id);

/** The keys of a page's rows the user may choose: their own features (the system's are read-only). */
const choosableKeys = (rows: readonly PhonebookOption[] | undefined) =>
  (rows ?? []).filter((row) => !row.system).map(featureKey);

function SystemBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
      سیستمی
    </span>
  );
}

const none = <span className="text-muted">—</span>;

interface FeatureColumnsOptions {
  /** Phones draw every column as a line of a card: the page checkbox goes above the cards there. */
  mobile: boolean;
  rows: readonly PhonebookOption[] | undefined;
  selected: readonly string[];
  onSelectedChange: (keys: string[]) => void;
  onEdit: (feature: PhonebookOption) => void;
  /** A role that may not change contacts: every feature shows as system ones do, without controls. */
  readOnly?: boolean;
}

/**
 * The features table: a checkbox for each of the user's own features only, the Persian and Latin
 * titles, the type, on/off and editing; system features carry a badge and no controls.
 */
export function featureColumns({
  mobile,
  rows,
  selected,
  onSelectedChange,
  onEdit,
  readOnly = false,
}: FeatureColumnsOptions): DataTableColumn<PhonebookOption>[] {
  const pageKeys = choosableKeys(rows);
  const columns: DataTableColumn<PhonebookOption>[] = [
    {
      key: "select",
      header:
        mobile || pageKeys.length === 0 ? (
          <span className="sr-only">انتخاب</span>
        ) : (
          <SelectPageCheckbox
            state={pageSelection(pageKeys, selected)}
            onChange={(on) => onSelectedChange(setPageSelected(pageKeys, selected, on))}
          />
        ),
      cell: (feature) =>
        feature.system ? (
          <span className="sr-only">ویژگی سیستمی انتخاب نمی‌شود</span>
        ) : (
          <SelectionCheckbox
            label={`انتخاب «${feature.title}»`}
            checked={selected.includes(featureKey(feature))}
            onChange={(on) => onSelectedChange(setRowSelected(selected, featureKey(feature), on))}
          />
        ),
      className: "w-10",
    },
    {
      key: "title",
      header: "عنوان",
      cell: (feature) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          <span className="font-medium">{feature.title}</span>
          {feature.system ? <SystemBadge /> : null}
        </span>
      ),
    },
    {
      key: "latin_title",
      header: "عنوان لاتین",
      cell: (feature) =>
        feature.latin_title ? (
          <bdi dir="ltr" className="latin">
            {feature.latin_title}
          </bdi>
        ) : (
          none
        ),
    },
    {
      key: "type",
      header: "نوع",
      cell: (feature) => FEATURE_TYPE_LABELS[feature.type],
      className: "whitespace-nowrap",
    },
    {
      key: "enabled",
      header: "وضعیت",
      cell: (feature) =>
        feature.system ? (
          <span className={feature.enabled ? "text-text" : "text-muted"}>{feature.enabled ? "فعال" : "غیرفعال"}</span>
        ) : (
          <FeatureEnabledSwitch feature={feature} />
        ),
      className: "whitespace-nowrap",
    },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (feature) =>
        feature.system ? (
          <span className="text-xs text-muted">فقط‌خواندنی</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEdit(feature)}
            aria-label={`ویرایش «${feature.title}»`}
          >
            ویرایش
          </Button>
        ),
      className: "text-end whitespace-nowrap",
    },
  ];
  if (!readOnly) return columns;
  const shownAsSystem = (feature: PhonebookOption) => ({ ...feature, system: true });
  return columns
    .filter((column) => column.key !== "select")
    .map((column) => ({ ...column, cell: (feature: PhonebookOption) => column.cell(shownAsSystem(feature)) }));
}

/** Above the cards on a phone: chooses every feature of the page the user may delete. */
export function SelectPageRow({
  rows,
  selected,
  onSelectedChange,
}: Pick<FeatureColumnsOptions, "rows" | "selected" | "onSelectedChange">) {
  const pageKeys = choosableKeys(rows);
  if (pageKeys.length === 0) return null;
  return (
    <div className="flex items-center gap-2 px-1 text-sm text-text">
      <SelectPageCheckbox
        state={pageSelection(pageKeys, selected)}
        onChange={(on) => onSelectedChange(setPageSelected(pageKeys, selected, on))}
      />
      <span aria-hidden="true">انتخاب همهٔ ویژگی‌های خودتان در این صفحه</span>
    </div>
  );
}
