import { and, count, eq } from "drizzle-orm";
import { PATTERN_LIMITS, PATTERN_MESSAGES, variablesInText, type PatternRequest } from "@/lib/contract/patterns";
import type { Db, Tx } from "../db/client";
import { patterns, users } from "../db/schema";
import { ApiFailure, forbidden, notFound } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { newPatternCode } from "./code";
import { variablesOf, type PatternRow } from "./rows";

/** What a create or an edit stores: the variables in the order the text first uses them. */
function storedFields(body: PatternRequest) {
  const order = variablesInText(body.message);
  const variables = [...body.variable]
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .map(({ name, type, len }) => ({ name, type, len }));
  return {
    title: body.title || null,
    description: body.description,
    message: body.message,
    website: body.website || null,
    isShare: body.is_share,
    variables,
  };
}
type StoredFields = ReturnType<typeof storedFields>;

const sameContent = (row: PatternRow, fields: StoredFields) =>
  row.title === fields.title &&
  row.description === fields.description &&
  row.message === fields.message &&
  row.website === fields.website &&
  row.isShare === fields.isShare &&
  JSON.stringify(variablesOf(row)) === JSON.stringify(fields.variables);

/**
 * The account's own pattern with this code, to edit or delete (locked when `forUpdate`): a systemic
 * one is refused as read-only (403), another account's answers 404 as an unknown code does.
 */
export async function changeablePattern(
  db: Db | Tx,
  accountId: number,
  code: string,
  forUpdate = false,
): Promise<PatternRow> {
  const select = db.select().from(patterns).where(eq(patterns.code, code));
  const [row] = forUpdate ? await select.for("update") : await select;
  if (row?.patternType === "systemic") throw forbidden(PATTERN_MESSAGES.systemicReadonly);
  if (!row || row.userId !== accountId) throw notFound(PATTERN_MESSAGES.notFound);
  return row;
}

/**
 * A new pattern of the account, waiting for review, under a fresh code. The account's row is locked
 * while its patterns are counted, so parallel creates cannot pass the cap together.
 */
export async function createPattern(db: Db, accountId: number, body: PatternRequest): Promise<PatternRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(patterns)
      .where(and(eq(patterns.userId, accountId), eq(patterns.patternType, "normal")));
    if ((held?.n ?? 0) >= PATTERN_LIMITS.perAccount) {
      throw new ApiFailure(422, PATTERN_MESSAGES.tooManyPatterns, MESSAGE_CODES.unprocessable);
    }
    // A code already taken (about one in 10^31) is drawn again; the insert never fails the transaction.
    for (;;) {
      const [row] = await tx
        .insert(patterns)
        .values({ ...storedFields(body), userId: accountId, code: newPatternCode(), patternType: "normal" })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
  });
}

/**
 * An edit of the account's pattern: it waits for review again, whatever it was, and the previous
 * review's words are cleared. A reviewed pattern saved unchanged keeps its review (nothing was edited).
 */
export async function updatePattern(
  db: Db,
  accountId: number,
  code: string,
  body: PatternRequest,
): Promise<PatternRow> {
  return db.transaction(async (tx) => {
    const row = await changeablePattern(tx, accountId, code, true);
    const fields = storedFields(body);
    if (row.status !== "pending" && sameContent(row, fields)) return row;
    const [updated] = await tx
      .update(patterns)
      .set({
        ...fields,
        status: "pending",
        rejectText: "",
        adminComment: null,
        reviewedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(patterns.id, row.id))
      .returning();
    return updated!;
  });
}

/** Deletes the account's pattern (systemic: 403; another account's: 404). */
export async function deletePattern(db: Db, accountId: number, code: string): Promise<void> {
  const row = await changeablePattern(db, accountId, code);
  await db.delete(patterns).where(and(eq(patterns.id, row.id), eq(patterns.userId, accountId)));
}
