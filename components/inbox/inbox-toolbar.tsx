"use client";

import { ExportLink } from "@/components/ui/export-link";
import { Button } from "@/components/ui/button";
import { inboxExportUrl, type InboxFilterValues } from "@/lib/api/inbox";
import type { ExportFormat } from "@/lib/contract/common";
import { toPersianDigits } from "@/lib/validation/digits";

const EXPORT_FORMATS_SHOWN: readonly ExportFormat[] = ["csv", "xlsx"];

export interface InboxToolbarProps {
  filters: InboxFilterValues;
  selectedCount: number;
  onMarkSelectedRead: () => void;
  markingRead: boolean;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
}

/** Above the messages: export what the filters show (CSV or Excel); or, with messages chosen, mark them read or delete them. */
export function InboxToolbar({
  filters,
  selectedCount,
  onMarkSelectedRead,
  markingRead,
  onDeleteSelected,
  onClearSelection,
}: InboxToolbarProps) {
  if (selectedCount > 0) {
    return (
      <div
        role="group"
        aria-label="پیامک‌های انتخاب‌شده"
        className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft px-3 py-2"
      >
        <span className="me-auto text-sm font-medium">{toPersianDigits(selectedCount)} پیامک انتخاب شده</span>
        <Button size="md" variant="ghost" onClick={onClearSelection}>
          لغو انتخاب
        </Button>
        <Button size="md" variant="secondary" onClick={onMarkSelectedRead} loading={markingRead}>
          علامت خوانده‌شده
        </Button>
        <Button size="md" variant="danger" onClick={onDeleteSelected}>
          حذف انتخاب‌شده‌ها
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {EXPORT_FORMATS_SHOWN.map((format) => {
        const href = inboxExportUrl(filters, format);
        return href ? <ExportLink key={format} href={href} format={format} /> : null;
      })}
    </div>
  );
}
