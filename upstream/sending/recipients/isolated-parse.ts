import type { ParseRecipientsOptions, RecipientsOutcome } from "@/lib/files/recipients/types";
import { isolatedReader } from "./isolated-reader";
import type { ParseRequest } from "./parse-request";

/** The refusal of a file whose reading ran out of the memory it is given (or died otherwise). */
export const PARSE_FAILED_MESSAGE =
  "خواندن این فایل بیش از حافظهٔ مجاز نیاز داشت و متوقف شد؛ فایل را به چند فایل کوچک‌تر تقسیم کنید.";

const readRecipients = isolatedReader<ParseRequest, RecipientsOutcome>(
  "./parse-worker.ts",
  { status: "error", code: "unreadable", message: PARSE_FAILED_MESSAGE },
  "an uploaded file",
);

/**
 * Reads an uploaded recipients file with the panel's parser away from the upstream (isolated-reader.ts):
 * a file that needs more memory than it is given comes back as a refusal.
 */
export function parseUploadedFile(
  bytes: Uint8Array,
  name: string,
  options: ParseRecipientsOptions,
  peerToPeerCsv = false,
): Promise<RecipientsOutcome> {
  return readRecipients({ bytes, name, options, peerToPeerCsv });
}
