import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type * as z from "zod/mini";
import type { patternListQuerySchema } from "@/lib/contract/patterns";
import type { Db } from "../db/client";
import { patterns } from "../db/schema";
import { containsPattern } from "../phonebooks/ownership";
import type { PatternRow } from "./rows";

type PatternListQuery = z.output<typeof patternListQuerySchema>;

/** What an account sees: its own normal patterns and the provider's systemic ones. */
const visibleTo = (accountId: number) =>
  or(and(eq(patterns.patternType, "normal"), eq(patterns.userId, accountId)), eq(patterns.patternType, "systemic"))!;

/** One pattern the account may read by its code: its own, or a systemic one; another account's is unknown. */
export async function visiblePattern(db: Db, accountId: number, code: string): Promise<PatternRow | null> {
  const [row] = await db
    .select()
    .from(patterns)
    .where(and(eq(patterns.code, code), visibleTo(accountId)));
  return row ?? null;
}

function filtersOf(query: PatternListQuery): (SQL | undefined)[] {
  const text = query["filter[text]"]?.trim();
  const isShare = query["filter[is_share]"];
  return [
    query["filter[code]"] ? ilike(patterns.code, containsPattern(query["filter[code]"].trim())) : undefined,
    query["filter[title]"] ? ilike(patterns.title, containsPattern(query["filter[title]"].trim())) : undefined,
    text
      ? or(
          ilike(patterns.title, containsPattern(text)),
          ilike(patterns.description, containsPattern(text)),
          ilike(patterns.message, containsPattern(text)),
        )
      : undefined,
    isShare === undefined ? undefined : eq(patterns.isShare, isShare === "true" || isShare === "1"),
    query["filter[state]"] ? eq(patterns.status, query["filter[state]"]) : undefined,
    query["filter[type]"] ? eq(patterns.patternType, query["filter[type]"]) : undefined,
  ];
}

/** A page of the patterns the account sees, its own before the systemic ones, each newest first. */
export async function listPatterns(
  db: Db,
  accountId: number,
  query: PatternListQuery,
): Promise<{ rows: PatternRow[]; total: number }> {
  const where = and(visibleTo(accountId), ...filtersOf(query));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(patterns)
      .where(where)
      .orderBy(
        asc(sql`case when ${patterns.patternType} = 'normal' then 0 else 1 end`),
        desc(patterns.createdAt),
        desc(patterns.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(patterns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
