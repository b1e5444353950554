import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { userDocuments } from "../db/schema";
import { lockedSubmission } from "./submission";

export type DocumentDecision = { approve: true } | { approve: false; reason: string };

/**
 * The provider's review of a submission waiting for it: approved (final), or rejected with the
 * reason the account reads beside it. False when that kind of the account waits for no review.
 */
export async function reviewDocument(
  db: Db,
  userId: number,
  kindId: number,
  decision: DocumentDecision,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const submission = await lockedSubmission(tx, userId, kindId);
    if (!submission || submission.state !== "review") return false;
    await tx
      .update(userDocuments)
      .set(
        decision.approve
          ? { state: "approved", reason: null, reviewedAt: new Date() }
          : { state: "rejected", reason: decision.reason, reviewedAt: new Date() },
      )
      .where(eq(userDocuments.id, submission.id));
    return true;
  });
}
