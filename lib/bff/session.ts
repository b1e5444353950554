import "server-only";
import { getIronSession, type IronSession } from "iron-session";
import { cookies } from "next/headers";
import { cache } from "react";
import type { SessionUser } from "../contract/auth";
import { liveToken, type PendingStep, type SessionData } from "./session-data";
import { sessionOptions, TOKEN_LIFETIME_SECONDS } from "./session-options.mjs";
import { confirmedUser } from "./confirmed-user";
import { endLiveSession } from "./live-sessions.mjs";

export { liveToken, type PendingStep, type SessionData };

export type PanelSession = IronSession<SessionData>;

const PENDING_LIFETIME_MS = 10 * 60 * 1000;

export async function getSession(): Promise<PanelSession> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

export function pendingStep(
  session: SessionData,
  purpose: PendingStep["purpose"],
  now = Date.now(),
): PendingStep | null {
  const step = session.pending;
  if (!step || step.purpose !== purpose || step.expiresAt <= now) return null;
  return step;
}

export function startPending(session: PanelSession, step: Omit<PendingStep, "expiresAt">) {
  session.pending = { ...step, expiresAt: Date.now() + PENDING_LIFETIME_MS };
}

/** Signs the session in with a final token, forgetting any step in progress. */
export function signIn(session: PanelSession, token: string, user: SessionData["user"], impersonated = false) {
  session.token = token;
  session.expiresAt = Date.now() + TOKEN_LIFETIME_SECONDS * 1000;
  session.user = user;
  session.impersonated = impersonated;
  delete session.pending;
}

/**
 * Who is signed in, checked with the upstream once per request, so a token revoked elsewhere
 * (logout in another browser, password change) ends the panel session too. While the upstream
 * cannot answer, the token's last confirmation on this process stands in (confirmed-user.ts).
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getSession();
  const token = liveToken(session);
  if (!token) return null;
  const user = await confirmedUser(token);
  if (!user) {
    endLiveSession(token);
    return null;
  }
  return {
    user_name: user.user_name,
    name: user.name,
    user_id: user.user_id,
    impersonated: Boolean(session.impersonated),
    ...(user.member_of ? { member_of: user.member_of } : {}),
    plan: user.plan ?? null,
  };
});
