"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { PanelIcon } from "./panel-icon";

export interface MobileTopBarProps {
  title: string;
  /** Where the back icon goes; by default one step back in history. */
  backHref?: string;
  suppressBackIcon?: boolean;
  actions?: ReactNode;
}

/** The page title bar on mobile (spec §3 "mobile layout state"), stuck to the top of the scrolling area. */
export function MobileTopBar({ title, backHref, suppressBackIcon = false, actions }: MobileTopBarProps) {
  const router = useRouter();
  const back = () => {
    if (backHref) router.push(backHref);
    else if (window.history.length > 1) router.back();
    else router.push("/dashboard");
  };
  return (
    <div className="sticky top-0 z-10 flex h-12 items-center gap-1 border-b border-border bg-surface/95 px-2 backdrop-blur md:hidden">
      {suppressBackIcon ? (
        <span className="w-2" aria-hidden="true" />
      ) : (
        <button
          type="button"
          onClick={back}
          aria-label="بازگشت"
          className="inline-flex size-9 items-center justify-center rounded-lg text-text hover:bg-surface-2"
        >
          <PanelIcon name="arrow-back" className="size-5 rtl:rotate-180" />
        </button>
      )}
      <h1 className="min-w-0 flex-1 truncate text-base font-bold">{title}</h1>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
    </div>
  );
}
