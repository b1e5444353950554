"use client";

import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";
import { MOBILE_MEDIA_QUERY, PHONE_TABLET_MEDIA_QUERY } from "./mobile-user-agent";

/** What the server guessed from the user agent; used until the browser measures the viewport. */
const DeviceHintContext = createContext(false);

export function DeviceHintProvider({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return createElement(DeviceHintContext.Provider, { value: mobile }, children);
}

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(MOBILE_MEDIA_QUERY), window.matchMedia(PHONE_TABLET_MEDIA_QUERY)];
  for (const query of queries) query.addEventListener("change", onChange);
  // The member's tablet layout is an attribute of <html> (lib/preferences), changed when they save it.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-tablet"] });
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
    observer.disconnect();
  };
}

const phoneOnTablets = () => document.documentElement.getAttribute("data-tablet") === "phone";
const matchesNow = () => window.matchMedia(phoneOnTablets() ? PHONE_TABLET_MEDIA_QUERY : MOBILE_MEDIA_QUERY).matches;

/**
 * Whether the mobile layout applies: a viewport below 768 px (below 1024 px when the member chose the
 * phone layout for tablets), following resizes and that choice. On the server
 * and during hydration it answers the user-agent guess. Prefer CSS (`md:`) for what only looks
 * different; use this where behaviour differs.
 */
export function useIsMobile(): boolean {
  const hint = useContext(DeviceHintContext);
  return useSyncExternalStore(subscribe, matchesNow, () => hint);
}
