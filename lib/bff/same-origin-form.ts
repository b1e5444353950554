import "server-only";
import { isOwnOrigin } from "./origin.mjs";
import { panelSetting } from "./panel-env.mjs";

/**
 * Whether a plain HTML form post came from one of the panel's own pages. Browsers mark every
 * post with Sec-Fetch-Site, Origin or both; a post that carries neither is not trusted.
 */
export function isSameOriginFormPost(headers: Headers, panelOrigin = panelSetting("PANEL_ORIGIN")): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = headers.get("origin");
  if (origin) return isOwnOrigin(origin, headers.get("host"), panelOrigin);
  return site === "same-origin";
}
