"use client";

import { toast } from "@/lib/ui/toast-store";

/** Copies a value (a card number, a Sheba) and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => toast.success("کپی شد."),
          () => toast.error("کپی نشد؛ آن را دستی انتخاب کنید."),
        )
      }
      className="inline-flex h-8 shrink-0 items-center rounded-lg border border-border px-2.5 text-xs font-medium text-text hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      کپی
    </button>
  );
}
