import { randomBytes, randomInt } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { isMobile, MOBILE_MESSAGE, toMsisdn } from "@/lib/validation/mobile";
import { hashPassword } from "../auth/password-hash";
import { issueImpersonationToken } from "../auth/tokens";
import { newTotpSecret } from "../auth/totp";
import {
  bankNumbers,
  cancel11List,
  jobNumbers,
  ledgerEntries,
  lineAssignments,
  outbox,
  sendBlacklist,
  sendRecipients,
  senderLines,
  sends,
  users,
} from "../db/schema";
import type { Db } from "../db/client";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, notFound } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { parseWith, readBody, readQuery } from "../http/validate";
import { addLedgerEntry, staysNonNegative } from "../services/ledger";
import { findUserByUsername } from "../services/users";
import { planExpiryRound } from "../plans/expiry-runner";
import { fullestPlan } from "../plans/grant";

const outboxQuery = z.object({
  to: z
    .string()
    .refine(isMobile, MOBILE_MESSAGE)
    .transform((v) => toMsisdn(v)!)
    .optional(),
});
const impersonateBody = z.object({
  username: z.string().trim().min(1),
  /** Back-dates the token's making by this many seconds, to watch the entry window pass without waiting. */
  age_seconds: z.number().int().min(0).max(3600).default(0),
});
const money = z
  .number()
  .finite()
  .refine((v) => Math.abs(v) < 1e15, "مبلغ بیش از حد بزرگ است");
const accountBody = z.object({
  credit: money.refine((v) => v >= 0, "اعتبار نمی‌تواند منفی باشد").default(0),
  two_step: z.enum(["off", "sms", "ga"]).default("off"),
  send_block: z.boolean().default(false),
  /** Accounts are made with their business set up, as after the setup dialog; false leaves it for the dialog. */
  business_set_up: z.boolean().default(true),
  /** "full": the fullest plan on sale to users, bought for its term (as the seeded demo has one); "none": no plan, as after registering. */
  plan: z.enum(["full", "none"]).default("full"),
});
const planExpiryBody = z.object({ username: z.string().trim().min(1), expires_at: z.string().datetime() });
const planRoundBody = z.object({ now: z.string().datetime().optional() });
const socketsQuery = z.object({ username: z.string().trim().min(1) });
const usernameQuery = socketsQuery;
const sendParam = z.object({ id: z.coerce.number().int().positive() });
const mobile = z
  .string()
  .refine(isMobile, MOBILE_MESSAGE)
  .transform((v) => toMsisdn(v)!);
const blacklistBody = z.object({ username: z.string().trim().min(1), mobile });
const cancel11Body = blacklistBody.extend({ line: z.string().trim().min(3) });
const creditBody = z.object({
  username: z.string().trim().min(1),
  amount: money.refine((v) => v !== 0, "مبلغ نمی‌تواند صفر باشد"),
});

/**
 * Development routes (embedded mode or outside production, and only for callers on this
 * machine): the simulated operator's outbox, what support's impersonation would mint, and
 * throw-away accounts so tests never touch the seeded demo.
 */
export function devRoutes(deps: Deps) {
  const { db, env } = deps;
  return (
    new Hono<AppEnv>()
      .get("/outbox", async (c) => {
        const { to } = readQuery(c, outboxQuery);
        const rows = await db
          .select()
          .from(outbox)
          .where(to ? eq(outbox.recipient, to) : undefined)
          .orderBy(desc(outbox.id))
          .limit(100);
        return ok(
          c,
          rows.map((r) => ({ to: r.recipient, message: r.message, created_at: r.createdAt.toISOString() })),
        );
      })
      .post("/impersonate", async (c) => {
        const body = await readBody(c, impersonateBody);
        const user = await findUserByUsername(db, body.username);
        if (!user || user.status !== "active") throw notFound(MESSAGES.userNotFound);
        const issued = await issueImpersonationToken(db, {
          userId: user.id,
          ttlSeconds: env.TOKEN_TTL_SECONDS,
          entrySeconds: env.IMPERSONATION_ENTRY_SECONDS,
          createdAt: new Date(Date.now() - body.age_seconds * 1000),
        });
        return ok(c, {
          token: issued.raw,
          impersonation: {
            id: issued.impersonationId,
            user_id: user.id,
            created_at: issued.createdAt.toISOString(),
            enter_by: issued.enterBy.toISOString(),
          },
        });
      })
      .post("/accounts", async (c) => {
        const body = await readBody(c, accountBody);
        const username = `dev-${randomBytes(6).toString("hex")}`;
        const password = `Dev${randomBytes(9).toString("base64url")}9a`;
        const mobile = await unusedMobile(db);
        const totpSecret = body.two_step === "ga" ? newTotpSecret() : null;
        const passwordHash = await hashPassword(password);
        const user = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              username,
              name: "کاربر آزمایشی",
              mobile,
              passwordHash,
              status: "active",
              twoStep: body.two_step,
              totpSecret,
              sendBlock: body.send_block,
              businessName: body.business_set_up ? "کسب‌وکار آزمایشی" : null,
              ...(body.plan === "full" ? await fullestPlan(tx) : {}),
            })
            .returning({ id: users.id });
          if (body.credit > 0) {
            await addLedgerEntry(tx, {
              userId: row!.id,
              amount: String(body.credit),
              description: "اعتبار اولیه حساب آزمایشی",
            });
          }
          return row!;
        });
        return ok(c, {
          username,
          password,
          mobile,
          user_id: user.id,
          ...(totpSecret ? { totp_secret: totpSecret } : {}),
        });
      })
      // A plan's expiry moved (to watch the reminder and the end without waiting), and a round of the runner.
      .post("/plans/expiry", async (c) => {
        const body = await readBody(c, planExpiryBody);
        const user = await findUserByUsername(db, body.username);
        if (!user || user.planRoleId === null) throw notFound();
        await db
          .update(users)
          .set({ planExpiresAt: new Date(body.expires_at) })
          .where(eq(users.id, user.id));
        return ok(c, null);
      })
      .post("/plans/round", async (c) => {
        const body = await readBody(c, planRoundBody);
        return ok(c, await planExpiryRound(db, body.now ? new Date(body.now) : new Date()));
      })
      .post("/credit", async (c) => {
        const body = await readBody(c, creditBody);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        const amount = String(body.amount);
        await db.transaction(async (tx) => {
          // Lock the owner's row so concurrent movements are applied one after another.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
          if (!(await staysNonNegative(tx, user.id, amount))) {
            throw new ApiFailure(422, MESSAGES.insufficientCredit, MESSAGE_CODES.unprocessable);
          }
          await addLedgerEntry(tx, {
            userId: user.id,
            amount,
            description: body.amount > 0 ? "افزایش اعتبار (ابزار توسعه)" : "کسر اعتبار (ابزار توسعه)",
          });
        });
        await deps.live.creditChanged(user.id);
        return ok(c, null);
      })
      .get("/sends/:id", async (c) => {
        const { id } = parseWith(sendParam, c.req.param());
        const [send] = await db.select().from(sends).where(eq(sends.id, id));
        if (!send) throw notFound(MESSAGES.sendNotFound);
        const recipients = await db
          .select()
          .from(sendRecipients)
          .where(eq(sendRecipients.sendId, id))
          .orderBy(asc(sendRecipients.position))
          .limit(1000);
        return ok(c, {
          id: send.id,
          user_id: send.userId,
          state_id: send.stateId,
          from_number: send.fromNumber,
          sending_type: send.sendingType,
          message: send.message,
          parts: send.parts,
          recipient_count: send.recipientCount,
          dispatched: send.dispatched,
          send_time: send.sendTime.toISOString(),
          started_at: send.startedAt?.toISOString() ?? null,
          finished_at: send.finishedAt?.toISOString() ?? null,
          cost_reserved: send.costReserved,
          refunded: send.refunded,
          sender_ip: send.senderIp,
          rejection_reason: send.rejectionReason,
          recipients: recipients.map((r) => ({
            position: r.position,
            msisdn: r.msisdn,
            operator: r.operator,
            text: r.text,
            parts: r.parts,
            cost: r.cost,
            status: r.status,
          })),
        });
      })
      .get("/ledger", async (c) => {
        const user = await findUserByUsername(db, readQuery(c, usernameQuery).username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        const rows = await db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, user.id))
          .orderBy(asc(ledgerEntries.id));
        return ok(
          c,
          rows.map((r) => ({ amount: r.amount, description: r.description, created_at: r.createdAt.toISOString() })),
        );
      })
      .post("/send-blacklist", async (c) => {
        const body = await readBody(c, blacklistBody);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        await db.insert(sendBlacklist).values({ userId: user.id, msisdn: body.mobile }).onConflictDoNothing();
        return ok(c, null);
      })
      .post("/cancel11", async (c) => {
        const body = await readBody(c, cancel11Body);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        const [line] = await db
          .select({ id: senderLines.id })
          .from(senderLines)
          .where(eq(senderLines.number, body.line));
        if (!line) throw notFound(MESSAGES.lineNotFound);
        await db
          .insert(cancel11List)
          .values({ userId: user.id, lineId: line.id, msisdn: body.mobile })
          .onConflictDoNothing();
        return ok(c, null);
      })
      .post("/dedicated-line", async (c) => {
        const user = await findUserByUsername(db, (await readBody(c, usernameQuery)).username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        return ok(c, await dedicatedLine(db, user.id));
      })
      .get("/sockets", async (c) => {
        const user = await findUserByUsername(db, readQuery(c, socketsQuery).username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        return ok(c, { connections: deps.live.connections(user.id) });
      })
      .post("/sockets/drop", async (c) => {
        const user = await findUserByUsername(db, (await readBody(c, socketsQuery)).username);
        if (!user) throw notFound(MESSAGES.userNotFound);
        return ok(c, { dropped: deps.live.drop(user.id) });
      })
  );
}

/** The line kind of the seeded dedicated line (+983000505). */
const DEDICATED_OPERATOR_ID = 7;

/** A new dedicated line (+98300 and seven digits) assigned to the user alone: everything sent to it is theirs. */
async function dedicatedLine(db: Db, userId: number): Promise<{ id: number; number: string }> {
  for (;;) {
    const number = `+98300${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
    const [line] = await db
      .insert(senderLines)
      .values({ number, operatorId: DEDICATED_OPERATOR_ID, alias: "خط اختصاصی آزمایشی", gets: true })
      .onConflictDoNothing()
      .returning({ id: senderLines.id, number: senderLines.number });
    if (!line) continue;
    await db.insert(lineAssignments).values({ lineId: line.id, userId });
    return line;
  }
}

/**
 * A 98912xxxxxxx number no account uses yet, and not one of the number bank's or the business
 * directory's: a bank or business send never lands in a test account's outbox.
 */
async function unusedMobile(db: Db): Promise<string> {
  for (;;) {
    const mobile = `98912${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
    const held = await Promise.all([
      db.select({ m: users.mobile }).from(users).where(eq(users.mobile, mobile)).limit(1),
      db.select({ m: bankNumbers.msisdn }).from(bankNumbers).where(eq(bankNumbers.msisdn, mobile)).limit(1),
      db.select({ m: jobNumbers.msisdn }).from(jobNumbers).where(eq(jobNumbers.msisdn, mobile)).limit(1),
    ]);
    const taken = held.some((rows) => rows.length > 0);
    if (!taken) return mobile;
  }
}
