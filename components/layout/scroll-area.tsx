"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The panel's scrolling content area; it returns to the top whenever the path changes (spec §2).
 * It takes keyboard focus so it can be scrolled with the arrow keys while nothing inside is focusable (a page still loading).
 */
export function ScrollArea({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return (
    <main
      ref={ref}
      id="main"
      tabIndex={0}
      aria-label="محتوای صفحه"
      className="min-h-0 flex-1 overflow-y-auto outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      {children}
    </main>
  );
}
