import { eq } from "drizzle-orm";
import { DOCUMENT_MESSAGES } from "@/lib/contract/documents";
import type { Db } from "../db/client";
import { userDocuments } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { lockedSubmission } from "./submission";

/**
 * `user/documents/remove`: the account's submission of a kind goes, with its files (they belong to
 * it). An approved one stays; a kind the account has sent nothing of answers 404, as does any id
 * that is not a kind.
 */
export async function removeDocument(db: Db, userId: number, kindId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = await lockedSubmission(tx, userId, kindId);
    if (!submission) throw notFound(DOCUMENT_MESSAGES.nothingToRemove);
    if (submission.state === "approved") {
      throw new ApiFailure(409, DOCUMENT_MESSAGES.approvedFinal, MESSAGE_CODES.conflict);
    }
    await tx.delete(userDocuments).where(eq(userDocuments.id, submission.id));
  });
}
