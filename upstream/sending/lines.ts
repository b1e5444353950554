import { and, asc, desc, eq, exists, or, sql } from "drizzle-orm";
import type { LineUse, SenderLine } from "@/lib/contract/numbers";
import type { Db, Tx } from "../db/client";
import { defaultLines, lineAssignments, senderLines, tariffs } from "../db/schema";

export type LineRow = typeof senderLines.$inferSelect;

/** Lines a user may send with: active, and shared with everyone or assigned to the user. */
function usableBy(userId: number) {
  return and(
    eq(senderLines.active, true),
    or(
      eq(senderLines.shared, true),
      exists(
        sql`(select 1 from ${lineAssignments} where ${lineAssignments.lineId} = ${senderLines.id} and ${lineAssignments.userId} = ${userId})`,
      ),
    ),
  );
}

const isDefault = sql<boolean>`(${defaultLines.lineId} is not null)`;

/** One page of the user's lines: the default first, then their own, then the shared ones. */
export async function listUsableLines(db: Db, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ line: senderLines, isDefault })
      .from(senderLines)
      .leftJoin(defaultLines, and(eq(defaultLines.userId, userId), eq(defaultLines.lineId, senderLines.id)))
      .where(usableBy(userId))
      .orderBy(desc(isDefault), asc(senderLines.shared), asc(senderLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(senderLines)
      .where(usableBy(userId)),
  ]);
  return { rows: rows.map((r) => toSenderLine(r.line, r.isDefault)), total: total?.n ?? 0 };
}

function toSenderLine(line: LineRow, isDefaultLine: boolean): SenderLine {
  return {
    id: line.id,
    number: line.number,
    operator_id: line.operatorId,
    alias: line.alias,
    gets: line.gets ? 1 : 0,
    is_66_char: line.is66Char ? 1 : 0,
    needs_cancel_suffix: line.needsCancelSuffix,
    use: line.use as LineUse,
    shared: line.shared,
    is_default: isDefaultLine,
  };
}

/** The written forms of a line number a client may send: with or without the plus. */
function numberForms(number: string): string[] {
  const trimmed = number.trim();
  return trimmed.startsWith("+") ? [trimmed] : [trimmed, `+${trimmed}`];
}

/** A line the user may send with, by its number, or null. */
export async function findUsableLine(db: Db | Tx, userId: number, number: string): Promise<LineRow | null> {
  const forms = numberForms(number);
  const [row] = await db
    .select()
    .from(senderLines)
    .where(and(usableBy(userId), or(...forms.map((form) => eq(senderLines.number, form)))))
    .limit(1);
  return row ?? null;
}

export async function findUsableLineById(db: Db | Tx, userId: number, lineId: number): Promise<LineRow | null> {
  const [row] = await db
    .select()
    .from(senderLines)
    .where(and(eq(senderLines.id, lineId), usableBy(userId)))
    .limit(1);
  return row ?? null;
}

export type TariffRow = typeof tariffs.$inferSelect;

export async function tariffOf(db: Db | Tx, lineKindId: number): Promise<TariffRow> {
  const [row] = await db.select().from(tariffs).where(eq(tariffs.operatorId, lineKindId)).limit(1);
  if (!row) throw new Error(`no tariff for line kind ${lineKindId}`);
  return row;
}

/** The per-part tariff for a text: Persian (UCS-2) texts pay the Persian price, GSM-7 texts the English one. */
export function partTariff(tariff: TariffRow, encoding: "GSM-7" | "UCS-2"): { mci: string; other: string } {
  return encoding === "UCS-2"
    ? { mci: tariff.persianMci, other: tariff.persianOther }
    : { mci: tariff.englishMci, other: tariff.englishOther };
}
