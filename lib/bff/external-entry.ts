import "server-only";
import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { cookies } from "next/headers";
import type { CheckTokenData } from "../contract/auth";
import { cookieSecure, sessionOptions } from "./session-options.mjs";

/**
 * Support staff's entry (`/external-login?token=…`) waits here between the link and the
 * confirming post: the token, whose account it opens, and the nonce the confirmation form
 * must send back. Sealed like the session, httpOnly, and gone after two minutes.
 */
export interface PendingEntry {
  token: string;
  user: Pick<CheckTokenData, "user_name" | "name" | "user_id">;
  nonce: string;
  expiresAt: number;
}

const ENTRY_LIFETIME_SECONDS = 120;

function entryCookieName() {
  return cookieSecure() ? "__Host-panel_entry" : "panel_entry";
}

/**
 * Lax, not Strict: the link is opened from support's own tools, another site, and a Strict cookie
 * set on that navigation would not reach the confirmation page it redirects to. A cross-site post
 * never carries a Lax cookie.
 */
function entryCookieOptions(maxAge: number) {
  return { httpOnly: true, secure: cookieSecure(), sameSite: "lax" as const, path: "/", maxAge };
}

export async function startEntry(token: string, user: PendingEntry["user"]): Promise<void> {
  const entry: PendingEntry = {
    token,
    user: { user_name: user.user_name, name: user.name, user_id: user.user_id },
    nonce: randomBytes(18).toString("base64url"),
    expiresAt: Date.now() + ENTRY_LIFETIME_SECONDS * 1000,
  };
  const sealed = await sealData(entry, { password: sessionOptions().password, ttl: ENTRY_LIFETIME_SECONDS });
  (await cookies()).set(entryCookieName(), sealed, entryCookieOptions(ENTRY_LIFETIME_SECONDS));
}

/** The entry waiting in this browser, or null when there is none or it has expired. */
export async function pendingEntry(): Promise<PendingEntry | null> {
  const sealed = (await cookies()).get(entryCookieName())?.value;
  if (!sealed) return null;
  try {
    const entry = await unsealData<Partial<PendingEntry>>(sealed, {
      password: sessionOptions().password,
      ttl: ENTRY_LIFETIME_SECONDS,
    });
    if (
      typeof entry.token !== "string" ||
      typeof entry.nonce !== "string" ||
      !entry.user ||
      typeof entry.expiresAt !== "number"
    )
      return null;
    return entry.expiresAt > Date.now() ? (entry as PendingEntry) : null;
  } catch {
    return null;
  }
}

export async function endEntry(): Promise<void> {
  (await cookies()).set(entryCookieName(), "", entryCookieOptions(0));
}
