import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { DOCUMENT_MESSAGES, DOCUMENT_RULES, documentIdRequestSchema } from "@/lib/contract/documents";
import { toPersianDigits } from "@/lib/validation/digits";
import type { Db } from "../db/client";
import { documentKinds, userDocuments, userFiles } from "../db/schema";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { parseWith } from "../http/validate";
import { cleanFileName } from "./file-name";
import { documentContentType, type DocumentContentType } from "./file-type";
import { lockedSubmission } from "./submission";

type FormBody = Awaited<ReturnType<Context["req"]["parseBody"]>>;

interface CheckedFile {
  name: string;
  contentType: DocumentContentType;
  body: Buffer;
}

/** The files of the form: `files[]` as Edge documents it, `files[0]`, `files[1]`… as its example sends them, or `files`. */
function filesOf(form: FormBody): File[] {
  const out: File[] = [];
  for (const [key, value] of Object.entries(form)) {
    if (!/^files(\[\d*\])?$/.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (item instanceof File) out.push(item);
  }
  return out;
}

const refuseFiles = (message: string, name?: string) =>
  validationFailed({ files: [name === undefined ? message : message.replace("{name}", name)] });

/** Every file checked, by size and by its first bytes, before anything is written. */
async function checkFiles(files: File[], allowed: number): Promise<CheckedFile[]> {
  if (files.length === 0) throw refuseFiles(DOCUMENT_MESSAGES.filesRequired);
  if (files.length > allowed)
    throw refuseFiles(DOCUMENT_MESSAGES.tooManyFiles.replace("{count}", toPersianDigits(allowed)));
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size === 0) throw refuseFiles(DOCUMENT_MESSAGES.empty, name);
    if (file.size > DOCUMENT_RULES.maxFileBytes) throw refuseFiles(DOCUMENT_MESSAGES.tooLarge, name);
    const body = Buffer.from(await file.arrayBuffer());
    const contentType = documentContentType(body);
    if (!contentType) throw refuseFiles(DOCUMENT_MESSAGES.notAllowedType, name);
    checked.push({ name, contentType, body });
  }
  return checked;
}

/**
 * `user/documents/upload` (multipart: `document_id`, `files[]`): the account's submission of one
 * kind, replacing its earlier files, goes (back) to review. Every file is checked first, then one
 * transaction writes them, so a refused upload leaves the earlier submission as it was. An approved
 * submission is final.
 */
export async function uploadDocument(c: Context, db: Db, userId: number): Promise<void> {
  let form: FormBody;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidRequest, MESSAGE_CODES.validation);
  }
  const rawId = Array.isArray(form.document_id) ? form.document_id[0] : form.document_id;
  const { document_id } = parseWith(documentIdRequestSchema, {
    document_id: typeof rawId === "string" ? rawId : undefined,
  });
  const [kind] = await db.select().from(documentKinds).where(eq(documentKinds.id, document_id));
  if (!kind) throw notFound(DOCUMENT_MESSAGES.kindNotFound);
  const files = await checkFiles(filesOf(form), kind.fileCount);

  await db.transaction(async (tx) => {
    const submission = await lockedSubmission(tx, userId, kind.id, { create: true });
    if (submission!.state === "approved") {
      throw new ApiFailure(409, DOCUMENT_MESSAGES.approvedFinal, MESSAGE_CODES.conflict);
    }
    await tx.delete(userFiles).where(and(eq(userFiles.userId, userId), eq(userFiles.documentId, submission!.id)));
    await tx.insert(userFiles).values(
      files.map((file) => ({
        userId,
        purpose: "document",
        documentId: submission!.id,
        name: file.name,
        contentType: file.contentType,
        size: file.body.length,
        body: file.body,
      })),
    );
    await tx
      .update(userDocuments)
      .set({ state: "review", reason: null, submittedAt: new Date(), reviewedAt: null })
      .where(eq(userDocuments.id, submission!.id));
  });
}
