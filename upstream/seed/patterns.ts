import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { appSettings, patterns, users } from "../db/schema";
import { APPROVED_COMMENT } from "../patterns/review";
import { DEMO_PATTERNS, SYSTEMIC_PATTERNS } from "./data/patterns";

const PATTERNS_SEED_KEY = "seed_patterns_version";
const PATTERNS_SEED_VERSION = "1";
const DAY_MS = 24 * 3600 * 1000;

/**
 * The provider's systemic patterns and the demo account's own (one approved, one waiting, one
 * rejected), once; a code already stored is left as it is. True when added.
 */
export async function seedPatterns(tx: Tx, now = new Date()): Promise<boolean> {
  const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, PATTERNS_SEED_KEY));
  if (mark) return false;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows: (typeof patterns.$inferInsert)[] = SYSTEMIC_PATTERNS.map((p) => ({
    userId: null,
    code: p.code,
    patternType: "systemic",
    title: p.title,
    description: p.description,
    message: p.message,
    variables: p.variables,
    status: "active",
    adminComment: APPROVED_COMMENT,
    reviewedAt: daysAgo(p.daysAgo),
    createdAt: daysAgo(p.daysAgo),
    updatedAt: daysAgo(p.daysAgo),
  }));
  for (const p of DEMO_PATTERNS) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, p.username));
    if (!owner) continue;
    const reviewed = p.status !== "pending";
    rows.push({
      userId: owner.id,
      code: p.code,
      patternType: "normal",
      title: p.title,
      description: p.description,
      message: p.message,
      website: p.website ?? null,
      variables: p.variables,
      status: p.status,
      rejectText: p.rejectText ?? "",
      adminComment: p.status === "active" ? APPROVED_COMMENT : (p.rejectText ?? null),
      reviewedAt: reviewed ? daysAgo(p.daysAgo - 1) : null,
      createdAt: daysAgo(p.daysAgo),
      updatedAt: daysAgo(reviewed ? p.daysAgo - 1 : p.daysAgo),
    });
  }
  await tx.insert(patterns).values(rows).onConflictDoNothing();
  await tx.insert(appSettings).values({ key: PATTERNS_SEED_KEY, value: PATTERNS_SEED_VERSION });
  return true;
}
