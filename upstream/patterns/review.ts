import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { patterns } from "../db/schema";
import type { PatternRow } from "./rows";

/** What the content team writes to the owner of a pattern it approves. */
export const APPROVED_COMMENT = "متن الگو مورد تأیید است.";

export type PatternReview = { approve: true } | { approve: false; reason: string };

export type PatternReviewOutcome =
  { ok: true; pattern: PatternRow } | { ok: false; reason: "not_found" | "systemic" | "not_pending" };

/**
 * The provider's content team decides on a pattern waiting for review: approved, it becomes
 * `active` and can be sent; rejected, `inactive` with the reason (in `reject_text` and as the
 * reviewer's comment). Only a pending pattern is reviewed, once: one UPDATE decides.
 */
export async function reviewPattern(db: Db, code: string, review: PatternReview): Promise<PatternReviewOutcome> {
  const now = new Date();
  const decided = review.approve
    ? { status: "active", rejectText: "", adminComment: APPROVED_COMMENT }
    : { status: "inactive", rejectText: review.reason, adminComment: review.reason };
  const [pattern] = await db
    .update(patterns)
    .set({ ...decided, reviewedAt: now, updatedAt: now })
    .where(and(eq(patterns.code, code), eq(patterns.patternType, "normal"), eq(patterns.status, "pending")))
    .returning();
  if (pattern) return { ok: true, pattern };
  const [found] = await db.select({ type: patterns.patternType }).from(patterns).where(eq(patterns.code, code));
  if (!found) return { ok: false, reason: "not_found" };
  return { ok: false, reason: found.type === "systemic" ? "systemic" : "not_pending" };
}
