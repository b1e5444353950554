import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PATTERN_MESSAGES, patternReviewRequestSchema } from "@/lib/contract/patterns";
import { users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { reviewPattern } from "./review";
import { patternOut } from "./rows";

const REVIEW_MESSAGES = {
  reasonRequired: "دلیل رد الگو را بنویسید",
  systemic: "الگوهای سامانه بررسی نمی‌شوند",
  notPending: "این الگو در انتظار بررسی نیست",
} as const;

/**
 * The provider's content team, as a development route: approves a pattern waiting for review, or
 * rejects it with a reason; the owner's members who may see patterns hear `pattern.reviewed`.
 */
export function devPatternRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().post("/patterns/review", async (c) => {
    const body = await readBody(c, patternReviewRequestSchema);
    const reason = body.reason ?? "";
    if (!body.approve && reason === "") throw validationFailed({ reason: [REVIEW_MESSAGES.reasonRequired] });
    const outcome = await reviewPattern(
      db,
      body.pattern_code,
      body.approve ? { approve: true } : { approve: false, reason },
    );
    if (!outcome.ok) {
      if (outcome.reason === "not_found") throw notFound(PATTERN_MESSAGES.notFound);
      const message = outcome.reason === "systemic" ? REVIEW_MESSAGES.systemic : REVIEW_MESSAGES.notPending;
      throw new ApiFailure(409, message, MESSAGE_CODES.conflict);
    }
    const { pattern } = outcome;
    const ownerId = pattern.userId!;
    const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, ownerId));
    await deps.live.patternReviewed(ownerId, {
      pattern_code: pattern.code,
      title: pattern.title,
      status: pattern.status === "active" ? "active" : "inactive",
      reason: pattern.status === "active" ? null : pattern.rejectText,
    });
    return ok(c, patternOut(pattern, owner?.username ?? ""));
  });
}
