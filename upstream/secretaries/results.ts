import { and, count, eq } from "drizzle-orm";
import { SECRETARY_TYPES } from "@/lib/contract/secretaries";
import type { Db } from "../db/client";
import { secretaries, secretaryMessages } from "../db/schema";
import { configOf } from "./store";

/** What a secretary received, counted by kind, and a poll's votes by option; null when the account holds no such secretary. */
export async function secretaryResults(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(secretaries)
    .where(and(eq(secretaries.id, id), eq(secretaries.userId, userId)));
  if (!row) return null;
  const byKind = await db
    .select({ kind: secretaryMessages.kind, number: secretaryMessages.number, n: count() })
    .from(secretaryMessages)
    .where(eq(secretaryMessages.secretaryId, id))
    .groupBy(secretaryMessages.kind, secretaryMessages.number);
  const kinds: Record<string, number> = {};
  for (const r of byKind) kinds[r.kind] = (kinds[r.kind] ?? 0) + r.n;
  const options =
    row.type === SECRETARY_TYPES.poll
      ? configOf<typeof SECRETARY_TYPES.poll>(row).options.map((option, i) => ({
          number: i + 1,
          title: option.title,
          votes: byKind.find((r) => r.kind === "vote" && r.number === i + 1)?.n ?? 0,
        }))
      : null;
  return { kinds, options };
}
