import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";

/** The upstream names a file's refusal `file` or `file.<n>`. */
const isFileField = (field: string) => field === "file" || field.startsWith("file.");

export interface SplitUploadError {
  /** What to show beside the files. */
  fileMessages: string[];
  /** The refusal without its file messages, for the form's fields or its top; null when nothing is left. */
  rest: unknown;
}

/**
 * A refused message with files: the files' refusals (a body too large for the upstream included) go
 * beside the attachments, whatever else was refused goes where the form puts it.
 */
export function splitUploadError(error: unknown): SplitUploadError {
  if (!(error instanceof ApiError)) return { fileMessages: [], rest: error };
  if (error.status === 413) return { fileMessages: [toErrorMessage(error)], rest: null };
  const entries = Object.entries(error.fieldErrors);
  const fileMessages = [...new Set(entries.filter(([field]) => isFileField(field)).flatMap(([, list]) => list))];
  if (fileMessages.length === 0) return { fileMessages, rest: error };
  const others = Object.fromEntries(entries.filter(([field]) => !isFileField(field)));
  if (Object.keys(others).length === 0) return { fileMessages, rest: null };
  const meta = { ...error.body?.meta, status: false, errors: others };
  return { fileMessages, rest: new ApiError(error.status, { data: null, meta }) };
}
