import "server-only";
import { headers } from "next/headers";
import type { Access } from "../contract/permissions";
import { canOpenPage } from "../navigation/page-access";
import { accessOf } from "./access";
import { PANEL_PATH_HEADER } from "./panel-path-header";

/** What the member of this request may do (check_token is read once per request, shared with the layout). */
export async function requestAccess(): Promise<Access> {
  // Loaded when asked: the first-view reads that import this file are also rendered without a session (unit tests).
  const { getSessionUser } = await import("../bff/session");
  return accessOf((await getSessionUser())?.member_of);
}

/** The page this request renders, as the proxy noted it; null outside a page request (scripts, unit tests). */
async function requestedPath(): Promise<string | null> {
  try {
    return (await headers()).get(PANEL_PATH_HEADER);
  } catch (error) {
    if (error instanceof Error && /outside a request scope/.test(error.message)) return null;
    throw error;
  }
}

/**
 * Whether the page being rendered may read its first view. A page the member may not open is
 * shown as the access-restricted message by the shell, and reads nothing the upstream would refuse.
 */
export async function requestedPageOpen(): Promise<boolean> {
  const path = await requestedPath();
  return path === null || canOpenPage(path, await requestAccess());
}
