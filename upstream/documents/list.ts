import { and, asc, eq, inArray } from "drizzle-orm";
import type { DocumentFile, UserDocument } from "@/lib/contract/documents";
import type { Db, Tx } from "../db/client";
import { documentKinds, userDocuments, userFiles } from "../db/schema";
import { formatDateTime } from "../services/time";

/** One entry of `user/documents`, in Edge's shape: its counts as strings, the account's submission or null. */
interface DocumentListItem {
  id: number;
  title: string;
  description: string;
  need_file: string;
  show_profile: string;
  expire_after_days: string;
  show_order: string;
  file_count: string;
  files_structure: null;
  sample_file: { title: string; address: string }[];
  user_document: UserDocument | null;
}

/** The metadata of an account's document files (never their bodies), by submission. */
async function filesBySubmission(db: Db | Tx, userId: number, submissionIds: number[]) {
  const byId = new Map<number, DocumentFile[]>();
  if (submissionIds.length === 0) return byId;
  const rows = await db
    .select({
      id: userFiles.id,
      documentId: userFiles.documentId,
      name: userFiles.name,
      size: userFiles.size,
      contentType: userFiles.contentType,
      createdAt: userFiles.createdAt,
    })
    .from(userFiles)
    .where(
      and(
        eq(userFiles.userId, userId),
        eq(userFiles.purpose, "document"),
        inArray(userFiles.documentId, submissionIds),
      ),
    )
    .orderBy(asc(userFiles.id));
  for (const row of rows) {
    const list = byId.get(row.documentId!) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      size: row.size,
      content_type: row.contentType,
      created_at: formatDateTime(row.createdAt),
    });
    byId.set(row.documentId!, list);
  }
  return byId;
}

/** Every kind of document the provider asks for, in its order, each with this account's submission. */
export async function documentList(db: Db | Tx, userId: number): Promise<DocumentListItem[]> {
  const kinds = await db.select().from(documentKinds).orderBy(asc(documentKinds.showOrder), asc(documentKinds.id));
  const submissions = await db.select().from(userDocuments).where(eq(userDocuments.userId, userId));
  const files = await filesBySubmission(
    db,
    userId,
    submissions.map((s) => s.id),
  );
  const byKind = new Map(submissions.map((s) => [s.kindId, s]));
  return kinds.map((kind) => {
    const submission = byKind.get(kind.id);
    return {
      id: kind.id,
      title: kind.title,
      description: kind.description,
      need_file: "1",
      show_profile: "1",
      expire_after_days: "0",
      show_order: String(kind.showOrder),
      file_count: String(kind.fileCount),
      files_structure: null,
      sample_file: kind.sampleFiles,
      user_document: submission
        ? {
            id: submission.id,
            state: submission.state as UserDocument["state"],
            reason: submission.reason,
            submitted_at: formatDateTime(submission.submittedAt),
            reviewed_at: submission.reviewedAt ? formatDateTime(submission.reviewedAt) : null,
            files: files.get(submission.id) ?? [],
          }
        : null,
    };
  });
}
