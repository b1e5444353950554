"use client";

import { useEffect } from "react";

/**
 * Marks the document once the page around it has hydrated and answers input (`data-hydrated` on
 * <html>). A tap or a chosen file before then would reach markup with no handlers yet; the
 * end-to-end tests wait for the mark after each full page load.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
