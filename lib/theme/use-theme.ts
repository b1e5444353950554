"use client";

import { useCallback, useSyncExternalStore } from "react";
import { DARK_KEY } from "./theme-script";

const EVENT = "panel-theme-change";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  window.addEventListener(EVENT, onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener(EVENT, onChange);
  };
}

const isDarkNow = () => document.documentElement.classList.contains("dark");

/** Dark or light, stored under the `dark` key and shared with every open tab. */
export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  const setDark = useCallback((value: boolean) => {
    if (value) localStorage.setItem(DARK_KEY, "true");
    else localStorage.removeItem(DARK_KEY);
    document.documentElement.classList.toggle("dark", value);
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return { dark, setDark, toggle: () => setDark(!isDarkNow()) };
}
