import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { payments } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, notFound } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody, readQuery } from "../http/validate";
import { findUserByUsername } from "../services/users";
import { ledgerRowsOf, paymentView, reviewOfflinePayment } from "./payments";

const REVIEW_MESSAGES = {
  reasonRequired: "دلیل رد پرداخت را بنویسید",
  notFound: "پرداختی با این شناسه پیدا نشد",
  notOffline: "فقط کارت به کارت و واریز بانکی بررسی می‌شوند",
  notPending: "این پرداخت پیش‌تر بررسی شده است",
} as const;

const reviewBody = z
  .object({
    payment_id: z.number().int().positive().max(2_147_483_647),
    decision: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "reject" && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: REVIEW_MESSAGES.reasonRequired });
    }
  });
const usernameQuery = z.object({ username: z.string().trim().min(1) });
const ageBody = z.object({
  payment_id: z.number().int().positive().max(2_147_483_647),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 365),
});

/** Development routes of the wallet: the finance team's review of offline payments, and a user's payments for tests. */
export function devPaymentRoutes(deps: Deps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .post("/payments/review", async (c) => {
        const body = await readBody(c, reviewBody);
        const outcome = await reviewOfflinePayment(
          db,
          body.payment_id,
          body.decision === "approve" ? { approve: true } : { approve: false, reason: body.reason! },
        );
        if (!outcome.ok) {
          if (outcome.reason === "not_found") throw notFound(REVIEW_MESSAGES.notFound);
          const message = outcome.reason === "not_offline" ? REVIEW_MESSAGES.notOffline : REVIEW_MESSAGES.notPending;
          throw new ApiFailure(409, message, MESSAGE_CODES.unprocessable);
        }
        const payment = outcome.payment;
        const state = payment.state === "success" ? "success" : "failed";
        if (state === "success") await deps.live.creditChanged(payment.userId);
        await deps.live.paymentReviewed(payment.userId, {
          payment_id: payment.id,
          state,
          reason: payment.rejectReason,
        });
        return ok(c, paymentView(payment));
      })
      // Moves a payment's making into the past, to watch the gateway's time run out without waiting.
      .post("/payments/age", async (c) => {
        const body = await readBody(c, ageBody);
        const [row] = await db
          .update(payments)
          .set({ createdAt: sql`${payments.createdAt} - make_interval(mins => ${body.minutes})` })
          .where(eq(payments.id, body.payment_id))
          .returning();
        if (!row) throw notFound(REVIEW_MESSAGES.notFound);
        return ok(c, paymentView(row));
      })
      .get("/payments", async (c) => {
        const user = await findUserByUsername(db, readQuery(c, usernameQuery).username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        const rows = await db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.id));
        const withLedger = await Promise.all(
          rows.map(async (row) => ({
            ...paymentView(row),
            authority: row.authority,
            ledger: (await ledgerRowsOf(db, row.id)).map((l) => ({
              amount: l.amount,
              bucket: l.bucket,
              state: l.state,
              method: l.method,
              description: l.description,
              expires_at: l.expiresAt?.toISOString() ?? null,
            })),
          })),
        );
        return ok(c, withLedger);
      })
  );
}
