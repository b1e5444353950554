import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { SEND_STATES } from "@/lib/contract/send";
import type { Db, Tx } from "../db/client";
import { phonebookOptionLinks, phonebookOptions, phonebooks, sends } from "../db/schema";

export type Feature = typeof phonebookOptions.$inferSelect;

/** The features a user sees: their own and the system's. */
export const visibleTo = (userId: number) => or(eq(phonebookOptions.userId, userId), isNull(phonebookOptions.userId));

export async function visibleFeatures(db: Db | Tx, userId: number): Promise<Feature[]> {
  return db.select().from(phonebookOptions).where(visibleTo(userId)).orderBy(asc(phonebookOptions.id));
}

/** Of these ids, the features the user sees, by id. */
export async function visibleFeaturesById(
  db: Db | Tx,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, Feature>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(phonebookOptions)
    .where(and(visibleTo(userId), inArray(phonebookOptions.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Another visible feature already has this Latin title (case does not count). */
export async function latinTitleTaken(
  db: Db | Tx,
  userId: number,
  latinTitle: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: phonebookOptions.id })
    .from(phonebookOptions)
    .where(and(visibleTo(userId), sql`lower(${phonebookOptions.latinTitle}) = lower(${latinTitle})`));
  return rows.some((row) => row.id !== exceptId);
}

/** The placeholders that name a feature in a keyword text: `{ex_<id>}` (Edge's form) and `{<latin title>}`. */
function namesFeature(text: string, feature: Pick<Feature, "id" | "latinTitle">): boolean {
  for (const match of text.matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1]!.trim().toLowerCase();
    if (name === `ex_${feature.id}` || (feature.latinTitle !== null && name === feature.latinTitle.toLowerCase()))
      return true;
  }
  return false;
}

export interface FeatureUse {
  phonebooks: number;
  sends: number;
}

/**
 * Where a user's feature is in use: phonebooks that show it, and keyword-phonebook sends still
 * waiting or running whose text fills it.
 */
export async function featureUse(db: Db | Tx, userId: number, feature: Feature): Promise<FeatureUse> {
  const [linked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phonebookOptionLinks)
    .innerJoin(phonebooks, eq(phonebooks.id, phonebookOptionLinks.phonebookId))
    .where(and(eq(phonebookOptionLinks.optionId, feature.id), eq(phonebooks.userId, userId)));
  const waiting = await db
    .select({ message: sends.message })
    .from(sends)
    .where(
      and(
        eq(sends.userId, userId),
        eq(sends.sendingType, "keyword_phonebook"),
        inArray(sends.stateId, [SEND_STATES.queued, SEND_STATES.sending]),
        sql`${sends.finishedAt} is null`,
      ),
    );
  return {
    phonebooks: linked?.n ?? 0,
    sends: waiting.filter((s) => s.message !== null && namesFeature(s.message, feature)).length,
  };
}

export const inUse = (use: FeatureUse) => use.phonebooks > 0 || use.sends > 0;
