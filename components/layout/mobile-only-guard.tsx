"use client";

import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";

/** Shows the not-found page instead of its children once the viewport is 768 px or wider. */
export function MobileOnlyGuard({ children }: { children: ReactNode }) {
  if (!useIsMobile()) notFound();
  return children;
}
