/** The cookie that remembers a dismissed old-panel banner, so the server leaves it out and nothing jumps on load. */
export const OLD_PANEL_BANNER_COOKIE = "old_panel_banner";
export const OLD_PANEL_BANNER_DISMISSED = "dismissed";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const dismissedCookie = () =>
  `${OLD_PANEL_BANNER_COOKIE}=${OLD_PANEL_BANNER_DISMISSED}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/** The old panel's address from OLD_PANEL_URL, when it is an http(s) URL; otherwise no banner. */
export function oldPanelUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
