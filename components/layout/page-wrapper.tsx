"use client";

import { useEffect, type ReactNode } from "react";
import { resetChunkReloads, sessionStore } from "./chunk-reload";
import { MobileTopBar } from "./mobile-top-bar";

export interface PageWrapperProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (desktop) or in the mobile top bar. */
  actions?: ReactNode;
  /** Mobile: hide the back icon (top-level pages such as home). */
  suppressBackIcon?: boolean;
  /** Mobile: where the back icon goes instead of one step back in history. */
  backHref?: string;
  /** Mobile: a bar fixed under the content, e.g. a form's submit button. */
  mobileFooter?: ReactNode;
  children: ReactNode;
}

/**
 * Every panel page sits in this (spec §2): on desktop a title and optional description above the
 * content; on mobile the title moves into the top bar with a back icon. Both are rendered and CSS
 * picks one, so nothing shifts on load. A page that renders has loaded its code, which resets the
 * failed-chunk reload allowance.
 */
export function PageWrapper({ title, description, actions, suppressBackIcon, backHref, mobileFooter, children }: PageWrapperProps) {
  useEffect(() => {
    const store = sessionStore();
    if (store) resetChunkReloads(store);
  }, []);

  return (
    <div className="flex min-h-full flex-col">
      <MobileTopBar title={title} backHref={backHref} suppressBackIcon={suppressBackIcon} actions={actions} />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 p-4 md:gap-6 md:p-6">
        <div className="hidden items-start justify-between gap-4 md:flex">
          <div className="min-w-0">
            <h1 className="text-xl font-bold">{title}</h1>
            {description ? <p className="mt-1 text-sm leading-6 text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
        {description ? <p className="text-sm leading-6 text-muted md:hidden">{description}</p> : null}
        {children}
      </div>
      {mobileFooter ? (
        <div className="sticky bottom-0 border-t border-border bg-surface p-3 md:hidden">{mobileFooter}</div>
      ) : null}
    </div>
  );
}
