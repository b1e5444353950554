"use client";

import { useRouter } from "next/navigation";
import { useMobileLayout } from "./mobile-layout";
import { PanelIcon } from "@/components/ui/panel-icon";
import { useAccess } from "@/lib/auth/access-context";

/** The page title bar on mobile (spec §4 "mobile layout state"), stuck to the top of the scrolling area. */
export function MobileTopBar() {
  const router = useRouter();
  const { title, actions, backNavigate, suppressedShowBackIcon } = useMobileLayout().state;
  const { canOpen } = useAccess();
  const back = () => {
    if (typeof backNavigate === "function") backNavigate();
    // A colleague goes back only to a page their role opens (the tariffs' /profile may not be one).
    else if (backNavigate) router.push(canOpen(backNavigate) ? backNavigate : "/dashboard");
    else if (window.history.length > 1) router.back();
    else router.push("/dashboard");
  };
  return (
    <div className="sticky top-0 z-10 flex h-12 items-center gap-1 border-b border-border bg-surface/95 px-2 backdrop-blur md:hidden">
      {suppressedShowBackIcon ? (
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
