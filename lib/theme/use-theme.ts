"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { ThemePreference } from "@/lib/contract/panel-preferences";
import { storeThemeMode } from "./store-theme";
import { THEME_MODE_KEY } from "./theme-keys";

const EVENT = "panel-theme-change";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const isDarkNow = () => document.documentElement.classList.contains("dark");

function modeNow(): ThemePreference {
  try {
    if (localStorage.getItem(THEME_MODE_KEY) === "system") return "system";
  } catch {
    // Storage refused (private mode): the class alone says it.
  }
  return isDarkNow() ? "dark" : "light";
}

/**
 * The theme of this browser: light, dark, or the device's (stored under the `dark` and `theme`
 * keys and shared with every open tab). `dark` is what shows now.
 */
export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  const mode = useSyncExternalStore(subscribe, modeNow, () => "light" as ThemePreference);
  const setMode = useCallback((next: ThemePreference) => {
    storeThemeMode(next);
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return { dark, mode, setMode };
}
