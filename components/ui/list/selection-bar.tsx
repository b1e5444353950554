"use client";

import { Button } from "@/components/ui/button";
import { groupDigits } from "@/lib/format/money";

export interface SelectionBarProps {
  /** How many rows are chosen, on this page and others. */
  count: number;
  onClear: () => void;
  onDelete: () => void;
}

/** How many rows are chosen, a way to let go of them, and the delete button (off while none is chosen). */
export function SelectionBar({ count, onClear, onDelete }: SelectionBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p aria-live="polite" className="text-sm text-muted">
        {count > 0 ? `${groupDigits(count)} مورد انتخاب شده` : ""}
      </p>
      {count > 0 ? (
        <Button variant="ghost" size="md" onClick={onClear}>
          لغو انتخاب
        </Button>
      ) : null}
      <Button variant="danger" size="md" onClick={onDelete} disabled={count === 0}>
        حذف انتخاب‌شده‌ها
      </Button>
    </div>
  );
}
