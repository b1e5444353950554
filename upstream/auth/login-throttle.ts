import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures } from "../db/schema";

/** Five failed logins for one username within fifteen minutes close it until the window passes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function isLoginLocked(db: Db, key: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.usernameKey, key), gt(loginFailures.createdAt, since)));
  return (row?.n ?? 0) >= LOGIN_MAX_FAILURES;
}

/** Counts a failure (for known and unknown usernames alike) and forgets this key's stale ones. */
export async function recordLoginFailure(db: Db, key: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  await db.delete(loginFailures).where(and(eq(loginFailures.usernameKey, key), lt(loginFailures.createdAt, since)));
  await db.insert(loginFailures).values({ usernameKey: key });
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
}
