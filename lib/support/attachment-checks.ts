import { SUPPORT_MESSAGES, SUPPORT_RULES } from "@/lib/contract/support";
import { ATTACHMENT_SIGNATURE_BYTES, attachmentTypeOf } from "@/lib/files/attachment-type";

const named = (message: string, name: string) => message.replace("{name}", name);

/** Why one file cannot be attached, read as the upstream reads it (its size, then its first bytes), or null. */
async function attachmentProblem(file: File): Promise<string | null> {
  if (file.size === 0) return named(SUPPORT_MESSAGES.fileEmpty, file.name);
  if (file.size > SUPPORT_RULES.maxFileBytes) return named(SUPPORT_MESSAGES.fileTooLarge, file.name);
  const head = new Uint8Array(await file.slice(0, ATTACHMENT_SIGNATURE_BYTES).arrayBuffer());
  return attachmentTypeOf(head) ? null : named(SUPPORT_MESSAGES.fileType, file.name);
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface AttachmentChoice {
  /** The files the message takes now: those already chosen, then the new ones that passed. */
  files: File[];
  /** One Persian sentence a refused file, naming it. */
  problems: string[];
}

/**
 * Adds newly chosen files to those already chosen: each is checked by its content and size, a file
 * chosen twice is taken once, and past the count a message holds the rest are refused.
 */
export async function chooseAttachments(current: readonly File[], chosen: readonly File[]): Promise<AttachmentChoice> {
  const files = [...current];
  const problems: string[] = [];
  const verdicts = await Promise.all(chosen.map(attachmentProblem));
  chosen.forEach((file, index) => {
    const problem = verdicts[index];
    if (problem) problems.push(problem);
    else if (files.some((taken) => sameFile(taken, file))) return;
    else if (files.length >= SUPPORT_RULES.maxFiles) {
      if (!problems.includes(SUPPORT_MESSAGES.tooManyFiles)) problems.push(SUPPORT_MESSAGES.tooManyFiles);
    } else files.push(file);
  });
  return { files, problems };
}
