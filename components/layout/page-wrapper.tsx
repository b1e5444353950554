"use client";

import { useEffect, useMemo, type ReactNode } from "react";
import { resetChunkReloads, sessionStore } from "./chunk-reload";
import { HydrationMark } from "./hydration-mark";
import { MobileLayoutProvider, useMobileLayout, type MobileLayoutState } from "./mobile-layout";
import { MobileTopBar } from "./mobile-top-bar";

export interface PageWrapperProps extends Partial<Omit<MobileLayoutState, "title">> {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * Every panel page sits in this (spec §2): on desktop a title and optional description above the
 * content; on mobile the title moves into the top bar with a back icon, and the page (or any part
 * of it, through useMobileLayout) can change the title, actions, footer and back behaviour. Both
 * layouts are rendered and CSS picks one, so nothing shifts on load. A page that renders has
 * loaded its code, which resets the failed-chunk reload allowance.
 */
export function PageWrapper({
  title,
  description,
  actions,
  customFooter,
  backNavigate,
  suppressedShowBackIcon = false,
  children,
}: PageWrapperProps) {
  useEffect(() => {
    const store = sessionStore();
    if (store) resetChunkReloads(store);
  }, []);
  const initial = useMemo(
    () => ({ title, actions, customFooter, backNavigate, suppressedShowBackIcon }),
    [title, actions, customFooter, backNavigate, suppressedShowBackIcon],
  );

  return (
    <MobileLayoutProvider initial={initial}>
      <HydrationMark />
      <div className="flex min-h-full flex-col">
        <MobileTopBar />
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
        <MobileFooter />
      </div>
    </MobileLayoutProvider>
  );
}

function MobileFooter() {
  const { customFooter } = useMobileLayout().state;
  return customFooter ? (
    <div className="sticky bottom-0 border-t border-border bg-surface p-3 md:hidden">{customFooter}</div>
  ) : null;
}
