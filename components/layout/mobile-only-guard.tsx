"use client";

import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";

/**
 * Wraps a mobile-only page (lib/navigation/mobile-only-routes.ts): shows the not-found page instead
 * once the viewport is 768 px or wider. proxy.ts already answers 404 to desktop user agents.
 */
export function MobileOnlyGuard({ children }: { children: ReactNode }) {
  if (!useIsMobile()) notFound();
  return children;
}
