"use client";

import { Button } from "@/components/ui/button";
import { ExportLinks } from "@/components/ui/export-links";
import { useLinkExport } from "@/lib/api/account-files";
import { inboxExportUrl, type InboxFilterValues } from "@/lib/api/inbox";
import { toPersianDigits } from "@/lib/validation/digits";

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
  const exporting = useLinkExport();
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
    <ExportLinks
      label="خروجی پیام‌های دریافتی با فیلترهای کنونی"
      hrefOf={(format) => inboxExportUrl(filters, format)}
      exporting={exporting}
    />
  );
}
