"use client";

import { useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { dismissedCookie } from "@/lib/layout/old-panel";

/** Offers the previous version of the panel (spec §2) until the user closes it; the choice is remembered. */
export function OldPanelBanner({ href }: { href: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="region"
      aria-label="پنل قدیمی"
      className="flex shrink-0 items-center gap-3 border-b border-border bg-primary-soft px-4 py-2 text-sm text-text"
    >
      <p className="min-w-0 flex-1 leading-6">
        به پنل جدید خوش آمدید. اگر هنوز با نسخهٔ قبلی راحت‌ترید،{" "}
        <a href={href} className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
          پنل قدیمی
        </a>{" "}
        در دسترس است.
      </p>
      <button
        type="button"
        aria-label="بستن پیام پنل قدیمی"
        onClick={() => {
          document.cookie = dismissedCookie();
          setOpen(false);
        }}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-text"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
