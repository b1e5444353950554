import { and, eq, inArray } from "drizzle-orm";
import type { FieldErrors } from "@/lib/contract/envelope";
import { PHONEBOOK_MESSAGES } from "@/lib/contract/phonebooks";
import type { Db, Tx } from "../db/client";
import { phonebooks } from "../db/schema";
import { notFound, validationFailed } from "../http/failure";

export type PhonebookRow = typeof phonebooks.$inferSelect;

/** The user's own phonebook, or 404 as for a phonebook that does not exist. */
export async function ownPhonebook(db: Db | Tx, userId: number, id: number): Promise<PhonebookRow> {
  const [row] = await db
    .select()
    .from(phonebooks)
    .where(and(eq(phonebooks.id, id), eq(phonebooks.userId, userId)));
  if (!row) throw notFound(PHONEBOOK_MESSAGES.phonebookNotFound);
  return row;
}

/**
 * Every id must name one of the user's phonebooks; otherwise 422 on each one that does not
 * (`field.N`), and nothing is done. Another user's phonebook reads as one that does not exist.
 */
export async function requireOwnPhonebooks(
  db: Db | Tx,
  userId: number,
  ids: readonly number[],
  field: (index: number) => string,
): Promise<PhonebookRow[]> {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select()
          .from(phonebooks)
          .where(and(eq(phonebooks.userId, userId), inArray(phonebooks.id, unique)));
  const found = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!found.has(id)) errors[field(index)] = [PHONEBOOK_MESSAGES.phonebookNotFound];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return rows;
}

/** The text of a LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A unique index refused the write (PostgreSQL's 23505, as either driver reports it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
