import type { FileSendFields } from "@/lib/contract/send";
import { decodeText } from "@/lib/files/recipients/decode-text";
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import { readCsv } from "@/lib/files/recipients/read-csv";
import { RecipientsPipeline } from "@/lib/files/recipients/recipients-pipeline";
import type { ParseRecipientsOptions, RecipientsFileResult, RecipientsMode, RecipientsOutcome } from "@/lib/files/recipients/types";
import { validationFailed } from "../../http/failure";
import { FILE_SEND_MESSAGES } from "../file-send-messages";

/** The file of a multipart send, as it came: its name tells its format. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Columns the caller chose (zero-based); the parser detects the ones left out. */
export interface ColumnChoice {
  mobileColumn?: number;
  messageColumn?: number;
}

/** A multipart send (`file`, `keyword`, `peer_to_peer_file`): its text fields, its file and the chosen columns. */
export type FileSendRequest = FileSendFields & { file: UploadedFile; columns: ColumnChoice };

/** The server reads a file to send it, not to show a report: the report lists no rows. */
const SERVER_OPTIONS: ParseRecipientsOptions = { reportRowLimit: 0 };

/**
 * A peer-to-peer CSV, which Edge's API takes while the panel offers Excel only (the parser's own
 * rule): the parser's CSV reading, pipeline and refusals, without its extension check.
 */
function parsePeerToPeerCsv(bytes: Uint8Array, options: ParseRecipientsOptions): RecipientsOutcome {
  if (bytes.length === 0) return { status: "error", code: "empty_file", message: RECIPIENTS_FILE_MESSAGES.emptyFile };
  const decoded = decodeText(bytes);
  if (!decoded) return { status: "error", code: "wrong_format", message: FILE_SEND_MESSAGES.peerToPeerFormat };
  if (!decoded.text.trim()) return { status: "error", code: "empty_file", message: RECIPIENTS_FILE_MESSAGES.emptyFile };
  const pipeline = new RecipientsPipeline({ format: "csv", encoding: decoded.encoding }, options);
  const { brokenQuoteRow } = readCsv(decoded.text, pipeline, () => undefined);
  if (brokenQuoteRow !== null) return { status: "error", code: "broken_quotes", message: RECIPIENTS_FILE_MESSAGES.brokenQuotes, row: brokenQuoteRow };
  return pipeline.finish();
}

const isCsv = (name: string) => name.toLowerCase().endsWith(".csv");

/**
 * Reads and validates the file with the panel's own parser (the same rules, the same Persian
 * refusals as its upload report). The valid recipients, or a 422 on `files` (or on the column
 * field the caller got wrong); nothing is stored before this passes.
 */
export async function readRecipientsFile(request: Pick<FileSendRequest, "file" | "columns">, mode: RecipientsMode): Promise<RecipientsFileResult> {
  const { file, columns } = request;
  if (mode === "peer_to_peer" && columns.messageColumn !== undefined && columns.messageColumn === columns.mobileColumn) {
    throw validationFailed({ message_column: [FILE_SEND_MESSAGES.messageColumnIsMobile] });
  }
  const options: ParseRecipientsOptions = { ...SERVER_OPTIONS, mode, mobileColumn: columns.mobileColumn, messageColumn: columns.messageColumn };
  const outcome =
    mode === "peer_to_peer" && isCsv(file.name) ? parsePeerToPeerCsv(file.bytes, options) : await parseRecipients(file.bytes, file.name, options);

  if (outcome.status === "error") {
    const message = mode === "peer_to_peer" && outcome.code === "wrong_format" ? FILE_SEND_MESSAGES.peerToPeerFormat : outcome.message;
    throw validationFailed({ files: [message] });
  }
  if (outcome.status === "choose_column") {
    if (columns.mobileColumn !== undefined && outcome.needs.includes("mobileColumn")) throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnNotInFile] });
    if (columns.messageColumn !== undefined && outcome.needs.includes("messageColumn")) throw validationFailed({ message_column: [FILE_SEND_MESSAGES.columnNotInFile] });
    throw validationFailed({ files: [outcome.needs.includes("mobileColumn") ? FILE_SEND_MESSAGES.chooseMobileColumn : FILE_SEND_MESSAGES.chooseMessageColumn] });
  }
  // The parser falls back to its own choice for a column the file does not have: the caller asked for another.
  if (columns.mobileColumn !== undefined && outcome.mobileColumn !== columns.mobileColumn) throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnNotInFile] });
  if (mode === "peer_to_peer" && columns.messageColumn !== undefined && outcome.messageColumn !== columns.messageColumn) {
    throw validationFailed({ message_column: [FILE_SEND_MESSAGES.columnNotInFile] });
  }
  return outcome;
}
