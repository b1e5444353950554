import { eq } from "drizzle-orm";
import { PATTERN_MESSAGES, type PatternVariable } from "@/lib/contract/patterns";
import type { Db, Tx } from "../db/client";
import { patterns } from "../db/schema";
import { validationFailed } from "../http/failure";

/** What a pattern send needs of its pattern. */
export interface SendablePattern {
  id: number;
  code: string;
  message: string;
  variables: PatternVariable[];
}

/**
 * The pattern an account may send by `code`: its own (normal) pattern or one of the provider's
 * systemic ones, approved. Another account's pattern reads as one that does not exist; a pattern
 * waiting for review or rejected is refused as not approved. Both are 422 on `code`.
 */
export async function findSendablePattern(db: Db | Tx, userId: number, code: string): Promise<SendablePattern> {
  const [row] = await db
    .select({
      id: patterns.id,
      code: patterns.code,
      message: patterns.message,
      variables: patterns.variables,
      userId: patterns.userId,
      patternType: patterns.patternType,
      status: patterns.status,
    })
    .from(patterns)
    .where(eq(patterns.code, code))
    .limit(1);
  const usable = row && (row.patternType === "systemic" ? row.userId === null : row.userId === userId);
  if (!row || !usable) throw validationFailed({ code: [PATTERN_MESSAGES.notFound] });
  if (row.status !== "active") throw validationFailed({ code: [PATTERN_MESSAGES.notApproved] });
  return { id: row.id, code: row.code, message: row.message, variables: row.variables as PatternVariable[] };
}
