import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, min } from "drizzle-orm";
import { dateToSendTime } from "@/lib/contract/send";
import { SECRETARY_MESSAGES, SECRETARY_TYPES } from "@/lib/contract/secretaries";
import { drawWinners } from "./draw-winners";
import type { Db } from "../db/client";
import { secretaries, secretaryDraws, secretaryMessages } from "../db/schema";
import { validationFailed } from "../http/failure";
import { e164 } from "../phonebooks/format";

type DrawRow = typeof secretaryDraws.$inferSelect;

const drawOut = (row: DrawRow) => ({
  id: row.id,
  seed: row.seed,
  count: row.count,
  pool: row.pool,
  winners: row.winners.map(e164),
  created_at: dateToSendTime(row.createdAt),
});

/** The account's contest secretary, or null; a secretary of another type is refused beside `count`. */
async function ownContest(db: Db, userId: number, id: number) {
  const [own] = await db
    .select({ type: secretaries.type })
    .from(secretaries)
    .where(and(eq(secretaries.id, id), eq(secretaries.userId, userId)));
  if (own && own.type !== SECRETARY_TYPES.contest) throw validationFailed({ count: [SECRETARY_MESSAGES.notContest] });
  return own ?? null;
}

/**
 * Draws `count` winners among the numbers that answered correctly, in the order their answers
 * arrived, with `seed` (made when not given) by draw-winners.ts, and records the draw.
 * Null when the account holds no such secretary.
 */
export async function drawContest(db: Db, userId: number, id: number, count: number, seed?: string) {
  if (!(await ownContest(db, userId, id))) return null;
  const correct = await db
    .select({ msisdn: secretaryMessages.msisdn, first: min(secretaryMessages.id) })
    .from(secretaryMessages)
    .where(and(eq(secretaryMessages.secretaryId, id), eq(secretaryMessages.kind, "correct")))
    .groupBy(secretaryMessages.msisdn)
    .orderBy(asc(min(secretaryMessages.id)));
  if (count > correct.length) throw validationFailed({ count: [SECRETARY_MESSAGES.drawTooMany] });
  const drawnWith = seed ?? randomBytes(8).toString("hex");
  const winners = drawWinners(
    correct.map((c) => c.msisdn),
    count,
    drawnWith,
  );
  const [row] = await db
    .insert(secretaryDraws)
    .values({ secretaryId: id, seed: drawnWith, count, pool: correct.length, winners })
    .returning();
  return drawOut(row!);
}

/** A contest's draws, newest first; null when the account holds no such secretary. */
export async function drawsOf(db: Db, userId: number, id: number) {
  if (!(await ownContest(db, userId, id))) return null;
  const rows = await db
    .select()
    .from(secretaryDraws)
    .where(eq(secretaryDraws.secretaryId, id))
    .orderBy(desc(secretaryDraws.id));
  return rows.map(drawOut);
}
