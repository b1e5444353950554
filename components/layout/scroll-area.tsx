"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

/** The panel's scrolling content area; it returns to the top whenever the path changes (spec §2). */
export function ScrollArea({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return (
    <main ref={ref} id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
      {children}
    </main>
  );
}
