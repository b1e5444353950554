/** The localStorage key of spec §3: "true" for dark, removed for light. */
export const DARK_KEY = "dark";

/**
 * Runs before first paint so the page never flashes the wrong theme, and keeps following the
 * key when another tab changes it.
 */
export const THEME_SCRIPT = `(function(){try{var k=${JSON.stringify(DARK_KEY)};var a=function(){document.documentElement.classList.toggle("dark",localStorage.getItem(k)==="true")};a();window.addEventListener("storage",function(e){if(e.key===k||e.key===null)a()})}catch(e){}})();`;
