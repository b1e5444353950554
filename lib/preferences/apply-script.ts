import type { PanelPreferences } from "../contract/panel-preferences";
import { TABLET_ATTRIBUTE } from "./defaults";
import { DARK_KEY, SYSTEM_DARK_QUERY, THEME_MODE_KEY, themeCookie } from "../theme/theme-keys";

/**
 * The panel layout's first script: it shows the member's stored theme (writing it into this
 * browser's keys and cookie, which the head script reads on the next load) and their tablet layout.
 * The head script has painted this browser's last theme already; the sign-in's cookie makes it the
 * stored one in a new browser. `theme` false leaves this browser's own theme as it is.
 */
export function applyPreferencesScript(preferences: PanelPreferences, { theme }: { theme: boolean }): string {
  const mode = JSON.stringify(theme ? preferences.theme : null);
  const tablet = JSON.stringify(preferences.tablet_layout);
  return `(function(){try{var d=document.documentElement;d.setAttribute(${JSON.stringify(TABLET_ATTRIBUTE)},${tablet});var t=${mode};if(t===null)return;var s=t==="system",k=${JSON.stringify(DARK_KEY)},m=${JSON.stringify(THEME_MODE_KEY)},dark=s?window.matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches:t==="dark";document.cookie=${JSON.stringify(themeCookie(preferences.theme))};if(s)localStorage.setItem(m,"system");else localStorage.removeItem(m);if(dark)localStorage.setItem(k,"true");else localStorage.removeItem(k);d.classList.toggle("dark",dark)}catch(e){}})();`;
}
