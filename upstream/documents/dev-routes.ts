import { Hono } from "hono";
import { z } from "zod";
import { DOCUMENT_RULES } from "@/lib/contract/documents";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { findUserByUsername } from "../services/users";
import { documentList } from "./list";
import { reviewDocument } from "./review";

const REVIEW_MESSAGES = {
  reasonRequired: "دلیل رد مدرک را بنویسید",
  nothingToReview: "مدرکی از این نوع در انتظار بررسی نیست",
} as const;

const reviewBody = z
  .object({
    username: z.string().trim().min(1),
    /** The kind's id, as the list and upload name it. */
    document_id: z.number().int().positive().max(2_147_483_647),
    decision: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(DOCUMENT_RULES.reasonMaxLength).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "reject" && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: REVIEW_MESSAGES.reasonRequired });
    }
  });

/** The provider's review of documents, as a development route: approve, or reject with a reason. */
export function devDocumentRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/documents/review", async (c) => {
    const body = await readBody(c, reviewBody);
    const user = await findUserByUsername(db, body.username);
    if (!user) throw notFound(MESSAGES.userNotFound);
    const reviewed = await reviewDocument(
      db,
      user.id,
      body.document_id,
      body.decision === "approve" ? { approve: true } : { approve: false, reason: body.reason! },
    );
    if (!reviewed) throw notFound(REVIEW_MESSAGES.nothingToReview);
    return ok(c, (await documentList(db, user.id)).find((kind) => kind.id === body.document_id) ?? null);
  });
}
