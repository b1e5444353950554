/** The localStorage key of spec §3: "true" for dark, removed for light. */
export const DARK_KEY = "dark";
/** "system" while the panel follows the device's light or dark setting; removed otherwise. */
export const THEME_MODE_KEY = "theme";
/**
 * The theme this browser shows (light, dark or system), as a cookie: the sign-in sets it from the
 * member's stored preference, so a new browser paints their theme from its first frame; the panel
 * keeps it in step with the localStorage keys.
 */
export const THEME_COOKIE = "panel-theme";
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

/** The cookie as the browser's `document.cookie` takes it. */
export const themeCookie = (mode: "light" | "dark" | "system") =>
  `${THEME_COOKIE}=${mode}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;
