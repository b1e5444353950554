import { DARK_KEY, SYSTEM_DARK_QUERY, THEME_MODE_KEY, themeCookie } from "./theme-keys";

/**
 * Keeps a theme in this browser and shows it: the `dark` flag of spec §3 for light and dark,
 * `theme: system` (with the flag as the device is now) for the device's own, and the theme cookie.
 * The head script reads them on the next load.
 */
export function storeThemeMode(mode: "light" | "dark" | "system"): void {
  const dark = mode === "system" ? window.matchMedia(SYSTEM_DARK_QUERY).matches : mode === "dark";
  // The cookie first: another tab hears of the change from the keys.
  document.cookie = themeCookie(mode);
  try {
    if (mode === "system") localStorage.setItem(THEME_MODE_KEY, "system");
    else localStorage.removeItem(THEME_MODE_KEY);
    if (dark) localStorage.setItem(DARK_KEY, "true");
    else localStorage.removeItem(DARK_KEY);
  } catch {
    // Storage refused: the cookie and the page still carry it.
  }
  document.documentElement.classList.toggle("dark", dark);
}
