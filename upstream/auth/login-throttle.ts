import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures } from "../db/schema";
import { addressThrottleKey } from "./client-address";

/**
 * The sign-in throttle, two sliding windows of 15 minutes: 5 failed sign-ins per username (known
 * or not) and 20 per client address, whatever the usernames. A password is checked only after a
 * slot in both windows has been claimed, and the claim counts as a failure unless the sign-in
 * succeeds, so parallel requests cannot check more passwords than the windows allow.
 */
const LOGIN_MAX_FAILURES = 5;
const ADDRESS_MAX_FAILURES = 20;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Advisory lock classes (the first key of `pg_advisory_xact_lock(int, int)`) of the two windows. */
const USERNAME_LOCK_CLASS = 7_270_101;
const ADDRESS_LOCK_CLASS = 7_270_102;
/** How often one process clears rows that left every window. */
const SWEEP_EVERY_MS = 60 * 1000;
let lastSweep = 0;

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export interface LoginAttempt {
  id: number;
  usernameKey: string;
}

/**
 * Claims one password check for this username from this address, or null when either window is
 * full. The two windows' advisory locks (username first, then address, always in that order) are
 * held while they are counted and the claim is written, so parallel claims are decided one by one.
 */
export async function claimLoginAttempt(
  db: Db,
  input: { usernameKey: string; address: string },
): Promise<LoginAttempt | null> {
  const address = addressThrottleKey(input.address);
  const now = new Date();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await sweep(db, since);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${USERNAME_LOCK_CLASS}::int, hashtext(${input.usernameKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int, hashtext(${address}))`);
    const [counts] = await tx
      .select({
        byUsername: sql<number>`count(*) filter (where ${loginFailures.usernameKey} = ${input.usernameKey})::int`,
        byAddress: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})::int`,
      })
      .from(loginFailures)
      .where(
        and(
          sql`(${loginFailures.usernameKey} = ${input.usernameKey} or ${loginFailures.address} = ${address})`,
          sql`${loginFailures.createdAt} > ${since.toISOString()}::timestamptz`,
        ),
      );
    if ((counts?.byUsername ?? 0) >= LOGIN_MAX_FAILURES || (counts?.byAddress ?? 0) >= ADDRESS_MAX_FAILURES)
      return null;
    const [row] = await tx
      .insert(loginFailures)
      .values({ usernameKey: input.usernameKey, address, createdAt: now })
      .returning({ id: loginFailures.id });
    return { id: row!.id, usernameKey: input.usernameKey };
  });
}

/**
 * A sign-in succeeded: its own claim is no failure, and the username's earlier failures leave the
 * username's window (they still count for the addresses they came from, so signing in to an
 * account of one's own does not reset an address's window).
 */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    await tx.update(loginFailures).set({ usernameKey: null }).where(eq(loginFailures.usernameKey, attempt.usernameKey));
  });
}

/** A new password (a reset) forgets the username's failures, as a successful sign-in does. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.update(loginFailures).set({ usernameKey: null }).where(eq(loginFailures.usernameKey, key));
}

/** Rows that left the window count for nothing; at most once a minute per process. */
async function sweep(db: Db, since: Date): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, since));
}
