import type { FileSendFields } from "@/lib/contract/send";
import type { ParseRecipientsOptions, RecipientsFileResult, RecipientsMode } from "@/lib/files/recipients/types";
import { validationFailed } from "../../http/failure";
import { FILE_SEND_MESSAGES } from "../file-send-messages";
import { parseUploadedFile } from "./isolated-parse";

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

const isCsv = (name: string) => name.toLowerCase().endsWith(".csv");

/**
 * Reads and validates the file with the panel's own parser (the same rules, the same Persian
 * refusals as its upload report) in a thread of bounded memory. The valid recipients, or a 422 on
 * `files` (or on the column field the caller got wrong); nothing is stored before this passes.
 */
export async function readRecipientsFile(
  request: Pick<FileSendRequest, "file" | "columns">,
  mode: RecipientsMode,
): Promise<RecipientsFileResult> {
  const { file, columns } = request;
  if (
    mode === "peer_to_peer" &&
    columns.messageColumn !== undefined &&
    columns.messageColumn === columns.mobileColumn
  ) {
    throw validationFailed({ message_column: [FILE_SEND_MESSAGES.messageColumnIsMobile] });
  }
  const options: ParseRecipientsOptions = {
    ...SERVER_OPTIONS,
    mode,
    mobileColumn: columns.mobileColumn,
    messageColumn: columns.messageColumn,
  };
  const outcome = await parseUploadedFile(file.bytes, file.name, options, mode === "peer_to_peer" && isCsv(file.name));

  if (outcome.status === "error") {
    const message =
      mode === "peer_to_peer" && outcome.code === "wrong_format"
        ? FILE_SEND_MESSAGES.peerToPeerFormat
        : outcome.message;
    throw validationFailed({ files: [message] });
  }
  if (outcome.status === "choose_column") {
    if (columns.mobileColumn !== undefined && outcome.needs.includes("mobileColumn"))
      throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnNotInFile] });
    if (columns.messageColumn !== undefined && outcome.needs.includes("messageColumn"))
      throw validationFailed({ message_column: [FILE_SEND_MESSAGES.columnNotInFile] });
    throw validationFailed({
      files: [
        outcome.needs.includes("mobileColumn")
          ? FILE_SEND_MESSAGES.chooseMobileColumn
          : FILE_SEND_MESSAGES.chooseMessageColumn,
      ],
    });
  }
  // The parser falls back to its own choice for a column the file does not have: the caller asked for another.
  if (columns.mobileColumn !== undefined && outcome.mobileColumn !== columns.mobileColumn)
    throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnNotInFile] });
  if (
    mode === "peer_to_peer" &&
    columns.messageColumn !== undefined &&
    outcome.messageColumn !== columns.messageColumn
  ) {
    throw validationFailed({ message_column: [FILE_SEND_MESSAGES.columnNotInFile] });
  }
  return outcome;
}
