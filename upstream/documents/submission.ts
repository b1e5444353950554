import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { userDocuments } from "../db/schema";

export type Submission = typeof userDocuments.$inferSelect;

/**
 * The account's submission of one kind, its row locked until the transaction ends, so an upload,
 * a removal and a review of it are decided one at a time. `create` makes it first when missing.
 */
export async function lockedSubmission(
  tx: Tx,
  userId: number,
  kindId: number,
  { create = false }: { create?: boolean } = {},
): Promise<Submission | null> {
  if (create) await tx.insert(userDocuments).values({ userId, kindId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kindId, kindId)))
    .for("update");
  return row ?? null;
}
