"use client";

import { useEffect } from "react";

/** On a part whose code loads on its own, until it has hydrated (hydrating-part.tsx). */
export const PENDING_PART = "data-hydrating";
let pageHydrated = false;

/** Marks the document once the page and every part of it whose code loads on its own answer input. */
export function markWhenSettled() {
  if (pageHydrated && !document.querySelector(`[${PENDING_PART}]`)) document.documentElement.dataset.hydrated = "true";
}

/**
 * Marks the document once the page around it has hydrated and answers input (`data-hydrated` on
 * <html>). A tap or a chosen file before then would reach markup with no handlers yet; the
 * end-to-end tests wait for the mark after each full page load.
 */
export function HydrationMark() {
  useEffect(() => {
    pageHydrated = true;
    markWhenSettled();
  }, []);
  return null;
}
