import { sql } from "drizzle-orm";
import type { Context } from "hono";
import * as z from "zod";
import type { FieldErrors } from "@/lib/contract/envelope";
import { toFieldErrors } from "@/lib/contract/field-errors";
import { SUPPORT_MESSAGES, SUPPORT_RULES } from "@/lib/contract/support";
import { attachmentTypeOf, type AttachmentType } from "@/lib/files/attachment-type";
import type { Tx } from "../db/client";
import { ticketAttachments } from "../db/schema";
import { cleanFileName } from "../documents/file-name";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";

type FormBody = Awaited<ReturnType<Context["req"]["parseBody"]>>;

export interface CheckedFile {
  name: string;
  contentType: AttachmentType;
  body: Buffer;
}

/** The multipart form of a request or a reply; a body that is not one answers 422. */
async function readForm(c: Context): Promise<FormBody> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidRequest, MESSAGE_CODES.validation);
  }
}

/** The form's text fields, each once (the first value when a field is repeated); files left out. */
function textFields(form: FormBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") out[key] = first;
  }
  return out;
}

/** The files of the form: `file` repeated as Edge sends it, or `file[]`, `file[0]`, `file[1]`… as a form library may. */
function filesOf(form: FormBody): File[] {
  const out: File[] = [];
  for (const [key, value] of Object.entries(form)) {
    if (!/^file(\[\d*\])?$/.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (item instanceof File) out.push(item);
  }
  return out;
}

const named = (message: string, name: string) => message.replace("{name}", name);

/** Every file checked, by count, emptiness, size and its first bytes (never its name or declared type). */
async function checkFiles(files: File[]): Promise<{ checked: CheckedFile[]; errors: string[] }> {
  if (files.length > SUPPORT_RULES.maxFiles) return { checked: [], errors: [SUPPORT_MESSAGES.tooManyFiles] };
  const checked: CheckedFile[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size === 0) {
      errors.push(named(SUPPORT_MESSAGES.fileEmpty, name));
      continue;
    }
    if (file.size > SUPPORT_RULES.maxFileBytes) {
      errors.push(named(SUPPORT_MESSAGES.fileTooLarge, name));
      continue;
    }
    const body = Buffer.from(await file.arrayBuffer());
    const contentType = attachmentTypeOf(body);
    if (!contentType) errors.push(named(SUPPORT_MESSAGES.fileType, name));
    else checked.push({ name, contentType, body });
  }
  return { checked, errors };
}

/**
 * A multipart request or reply read whole: its fields checked against `schema` and its files by
 * SUPPORT_RULES, every refusal in one 422 (the files' beside `file`, one message a file), so the
 * form shows them all at once. Nothing is written before this passes.
 */
export async function readMessageForm<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<{ fields: z.output<S>; files: CheckedFile[] }> {
  const form = await readForm(c);
  const parsed = z.safeParse(schema, textFields(form));
  const { checked, errors: fileErrors } = await checkFiles(filesOf(form));
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (fileErrors.length > 0) errors.file = fileErrors;
  if (!parsed.success || fileErrors.length > 0) throw validationFailed(errors);
  return { fields: parsed.data, files: checked };
}

/**
 * The files of a request (`interactionId` null) or of one of its messages, in the caller's
 * transaction. The bytes cross as base64 text: PGlite takes a bytea parameter byte by byte (about
 * 10 s for 10 MB), base64 in a fraction of a second, and PostgreSQL as fast either way.
 */
export async function storeAttachments(
  tx: Tx,
  target: { ticketId: number; interactionId: number | null; userId: number },
  files: CheckedFile[],
): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(ticketAttachments).values(
    files.map((file) => ({
      ...target,
      name: file.name,
      contentType: file.contentType,
      size: file.body.length,
      body: sql`decode(${file.body.toString("base64")}, 'base64')`,
    })),
  );
}
