import { Hono } from "hono";
import { z } from "zod";
import { PHONE_CHANGE_RULES } from "@/lib/contract/phone-change";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { findUserByUsername } from "../services/users";
import { phoneChangeStatus } from "./requests";
import { reviewPhoneChange } from "./review";

const REVIEW_MESSAGES = {
  reasonRequired: "دلیل رد درخواست را بنویسید",
  nothingToReview: "درخواستی از این کاربر در انتظار بررسی نیست",
} as const;

const reviewBody = z
  .object({
    username: z.string().trim().min(1),
    decision: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(PHONE_CHANGE_RULES.reasonMaxLength).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "reject" && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: REVIEW_MESSAGES.reasonRequired });
    }
  });

/** The provider's expert, as a development route: approves or rejects an account's phone change under review. */
export function devPhoneChangeRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/phone-changes/review", async (c) => {
    const body = await readBody(c, reviewBody);
    const user = await findUserByUsername(db, body.username);
    if (!user) throw notFound(MESSAGES.userNotFound);
    const reviewed = await reviewPhoneChange(
      db,
      user.id,
      body.decision === "approve" ? { approve: true } : { approve: false, reason: body.reason! },
    );
    if (!reviewed) throw notFound(REVIEW_MESSAGES.nothingToReview);
    return ok(c, await phoneChangeStatus(db, user.id));
  });
}
