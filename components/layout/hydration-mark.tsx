"use client";

import { useEffect, useRef, type ComponentType } from "react";

const PENDING_PART = "data-hydrating";
let pageHydrated = false;

/** Marks the document once the page and every part of it whose code loads on its own answer input. */
function markWhenSettled() {
  if (!pageHydrated || document.querySelector(`[${PENDING_PART}]`)) return;
  document.documentElement.dataset.hydrated = "true";
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

/**
 * A part whose code loads on its own (`next/dynamic`'s loader resolves to it): the server renders
 * it, but its buttons answer only once its code has come and it has hydrated, after the page
 * around it. It carries a marker until then, so the document's mark waits for it too.
 */
export function hydratingPart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function HydratingPart(props: P) {
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      marker.current?.removeAttribute(PENDING_PART);
      markWhenSettled();
    }, []);
    return (
      <>
        <span ref={marker} hidden {...{ [PENDING_PART]: "" }} />
        <Component {...props} />
      </>
    );
  }
  return HydratingPart;
}
