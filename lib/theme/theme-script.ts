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

/**
 * Runs before first paint so the page never flashes the wrong theme: the cookie's theme, else the
 * localStorage keys. Keeps following them when another tab changes them and, while the panel
 * follows the device, the device's setting live.
 */
export const THEME_SCRIPT = `(function(){try{var k=${JSON.stringify(DARK_KEY)},m=${JSON.stringify(THEME_MODE_KEY)},q=window.matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)});var a=function(){var c=(document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark|system)(?:;|$)/)||[])[1];var t=c||(localStorage.getItem(m)==="system"?"system":localStorage.getItem(k)==="true"?"dark":"light");document.documentElement.classList.toggle("dark",t==="system"?q.matches:t==="dark")};a();window.addEventListener("storage",function(e){if(e.key===k||e.key===m||e.key===null)a()});q.addEventListener("change",a)}catch(e){}})();`;

/** The cookie's `Set-Cookie`-style text, as the browser's `document.cookie` takes it. */
export const themeCookie = (mode: "light" | "dark" | "system") =>
  `${THEME_COOKIE}=${mode}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;
