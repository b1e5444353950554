import { DARK_KEY, SYSTEM_DARK_QUERY, THEME_COOKIE, THEME_MODE_KEY } from "./theme-keys";

// The keys' own module keeps this script out of the browser's bundles; DARK_KEY stays importable here.
export { DARK_KEY };

/**
 * Runs before first paint so the page never flashes the wrong theme: the cookie's theme (the
 * sign-in's, newer than anything this browser kept), else the localStorage keys. Afterwards it follows
 * the keys, which every change in this browser writes with the cookie, when another tab changes them
 * and, while the panel follows the device, the device's setting live.
 */
export const THEME_SCRIPT = `(function(){try{var k=${JSON.stringify(DARK_KEY)},m=${JSON.stringify(THEME_MODE_KEY)},q=window.matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)});var a=function(l){var c=l?0:(document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark|system)(?:;|$)/)||[])[1];var t=c||(localStorage.getItem(m)==="system"?"system":localStorage.getItem(k)==="true"?"dark":"light");document.documentElement.classList.toggle("dark",t==="system"?q.matches:t==="dark")};a(0);window.addEventListener("storage",function(e){if(e.key===k||e.key===m||e.key===null)a(1)});q.addEventListener("change",function(){a(1)})}catch(e){}})();`;
