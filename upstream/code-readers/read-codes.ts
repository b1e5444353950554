import { CODE_FILE_EXTENSIONS, CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { validationFailed } from "../http/failure";
import { isolatedReader } from "../sending/recipients/isolated-reader";
import type { CodesFile, CodesFileOutcome } from "./codes-file";

const readInChild = isolatedReader<{ bytes: Uint8Array; name: string }, CodesFileOutcome>(
  "../../code-readers/codes-worker.ts",
  { status: "error", message: CODE_READER_MESSAGES.fileUnreadable },
  "a codes file",
);

/**
 * Reads an uploaded codes file away from the upstream (UPSTREAM_PARSE_HEAP_MB of heap, at most
 * UPSTREAM_PARSE_CONCURRENCY files at once, as the recipients files): its codes, or a 422 on `file`.
 */
export async function readCodes(file: { bytes: Uint8Array; name: string }): Promise<CodesFile> {
  // What needs no reading is refused here, without a process.
  const extension = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
  if (!(CODE_FILE_EXTENSIONS as readonly string[]).includes(extension))
    throw validationFailed({ file: [CODE_READER_MESSAGES.fileWrongFormat] });
  if (file.bytes.length === 0) throw validationFailed({ file: [CODE_READER_MESSAGES.fileEmpty] });
  const outcome = await readInChild({ bytes: file.bytes, name: file.name });
  if (outcome.status === "error") throw validationFailed({ file: [outcome.message] });
  return outcome.file;
}
