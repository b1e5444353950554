import { and, desc, eq, sql } from "drizzle-orm";
import type { SignInEvent, SignInOutcome, SignInTwoStep } from "@/lib/contract/security";
import type { Db, Tx } from "../db/client";
import { signInEvents } from "../db/schema";
import { recordSignInActivity } from "../activity/sign-in";
import { formatDateTime } from "../services/time";
import type { TokenClient } from "./tokens";

/** Each account keeps its newest sign-in attempts; older ones are forgotten as new ones come. */
const KEPT_PER_ACCOUNT = 100;

/**
 * One sign-in attempt on a known account: a wrong password, a wrong second-step code, or a
 * sign-in completed (with the second step it used). Unknown usernames are nobody's to show. A
 * completed sign-in also goes to the activity log of the account the member works in.
 */
export async function recordSignIn(
  db: Db | Tx,
  input: { userId: number; client: TokenClient; outcome: SignInOutcome; twoStep: SignInTwoStep | null },
): Promise<void> {
  await db.insert(signInEvents).values({
    userId: input.userId,
    clientAddress: input.client.address,
    userAgent: input.client.userAgent,
    outcome: input.outcome,
    twoStep: input.twoStep,
  });
  if (input.outcome === "ok") await recordSignInActivity(db, input);
  // Past the kept number the oldest go: a flood of wrong passwords cannot grow an account's rows.
  await db
    .delete(signInEvents)
    .where(
      and(
        eq(signInEvents.userId, input.userId),
        sql`${signInEvents.id} < (select id from ${signInEvents} where ${signInEvents.userId} = ${input.userId} order by id desc offset ${KEPT_PER_ACCOUNT - 1} limit 1)`,
      ),
    );
}

/** The newest `limit` attempts, newest first. */
export async function recentSignIns(db: Db, userId: number, limit: number): Promise<SignInEvent[]> {
  const rows = await db
    .select()
    .from(signInEvents)
    .where(eq(signInEvents.userId, userId))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    created_at: formatDateTime(row.createdAt),
    client_address: row.clientAddress,
    user_agent: row.userAgent,
    outcome: row.outcome as SignInOutcome,
    two_step: (row.twoStep as SignInTwoStep | null) ?? null,
  }));
}
