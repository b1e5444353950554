"use client";

import type { ReactNode } from "react";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";

// The shell's desktop and mobile parts: CSS already hides the other layout's, and these keep them
// out of the page altogether, so a phone neither renders nor hydrates the desktop sidebar. The
// server follows the user agent, and the browser the viewport once it has hydrated.

export function DesktopOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? null : children;
}

export function MobileOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? children : null;
}
