"use client";

import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";
import { MOBILE_MEDIA_QUERY } from "./mobile-user-agent";

/** What the server guessed from the user agent; used until the browser measures the viewport. */
const DeviceHintContext = createContext(false);

export function DeviceHintProvider({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return createElement(DeviceHintContext.Provider, { value: mobile }, children);
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const matchesNow = () => window.matchMedia(MOBILE_MEDIA_QUERY).matches;

/**
 * Whether the mobile layout applies: a viewport below 768 px, following resizes. On the server
 * and during hydration it answers the user-agent guess. Prefer CSS (`md:`) for what only looks
 * different; use this where behaviour differs.
 */
export function useIsMobile(): boolean {
  const hint = useContext(DeviceHintContext);
  return useSyncExternalStore(subscribe, matchesNow, () => hint);
}
