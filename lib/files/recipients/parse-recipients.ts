import { checkFile } from "@/lib/files/file-checks";
import { decodeText } from "./decode-text";
import { RECIPIENTS_FILE_MESSAGES, type RecipientsFileErrorCode } from "./messages";
import { readCsv } from "./read-csv";
import { readTxt } from "./read-txt";
import { readXlsxRows } from "./read-xlsx";
import { RecipientsPipeline } from "./recipients-pipeline";
import { checkSheetExtent } from "./sheet-extent-guard";
import type { ParseRecipientsOptions, RecipientsFileError, RecipientsFileFormat, RecipientsOutcome } from "./types";
import { checkZip } from "./zip-guard";

/** Spec §5: contact and recipient files are txt, xlsx or csv; peer-to-peer files are Excel only. */
export const RECIPIENT_FILE_EXTENSIONS = [".txt", ".csv", ".xlsx"] as const;
export const PEER_TO_PEER_FILE_EXTENSIONS = [".xlsx"] as const;

/** Progress share given to reading an xlsx's XML (which reports nothing while it runs). */
const XLSX_READ_DONE = 60;

function refuse(code: RecipientsFileErrorCode, message: string, row?: number): RecipientsFileError {
  return row === undefined ? { status: "error", code, message } : { status: "error", code, message, row };
}

/** Calls back with whole percents, each at most once, never going back. */
function percentReporter(onProgress?: (percent: number) => void) {
  let last = -1;
  return (percent: number) => {
    const whole = Math.max(0, Math.min(100, Math.floor(percent)));
    if (onProgress && whole > last) {
      last = whole;
      onProgress(whole);
    }
  };
}

/**
 * Reads and validates a recipients file: the bytes and the file's name in, the recipients, their
 * columns and the upload report out — or the column the user has to choose, or why the file is
 * refused. The same code runs in the browser's worker, in the tests and in the benchmark.
 */
export async function parseRecipients(
  input: Uint8Array | ArrayBuffer,
  fileName: string,
  options: ParseRecipientsOptions = {},
  onProgress?: (percent: number) => void,
): Promise<RecipientsOutcome> {
  const bytes = ArrayBuffer.isView(input) ? input : new Uint8Array(input);
  const progress = percentReporter(onProgress);
  const peerToPeer = options.mode === "peer_to_peer";
  const accept = peerToPeer ? PEER_TO_PEER_FILE_EXTENSIONS : RECIPIENT_FILE_EXTENSIONS;
  const wrongFormat = () =>
    refuse(
      "wrong_format",
      peerToPeer ? RECIPIENTS_FILE_MESSAGES.peerToPeerExcelOnly : RECIPIENTS_FILE_MESSAGES.wrongFormat,
    );

  // The panel's upload check decides the extension (the size given only so that it judges nothing else).
  if (checkFile({ name: fileName, size: 1 }, { accept }) !== null) return wrongFormat();
  if (bytes.length === 0) return refuse("empty_file", RECIPIENTS_FILE_MESSAGES.emptyFile);
  const format = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase() as RecipientsFileFormat;
  progress(0);

  if (format === "xlsx") {
    const zip = checkZip(bytes);
    if (zip === "not_zip") return wrongFormat();
    if (zip === "bomb") return refuse("zip_bomb", RECIPIENTS_FILE_MESSAGES.zipBomb);
    // The reader builds every empty cell up to the farthest reference: the sheet's reach is checked first.
    if (checkSheetExtent(bytes) === "too_large")
      return refuse("sheet_too_large", RECIPIENTS_FILE_MESSAGES.sheetTooLarge);
    progress(5);
    let rows;
    try {
      rows = await readXlsxRows(bytes);
    } catch {
      // Not a spreadsheet inside (a renamed zip, an .xls), or a sheet the reader cannot make sense of.
      return wrongFormat();
    }
    progress(XLSX_READ_DONE);
    const pipeline = new RecipientsPipeline({ format, encoding: null }, options);
    const step = Math.max(1, Math.floor(rows.length / 40));
    for (let i = 0; i < rows.length; i++) {
      if (!pipeline.push(rows[i]!, i + 1)) break;
      if (i % step === 0) progress(XLSX_READ_DONE + ((100 - XLSX_READ_DONE) * i) / rows.length);
    }
    const outcome = pipeline.finish();
    progress(100);
    return outcome;
  }

  const decoded = decodeText(bytes);
  if (!decoded) return wrongFormat();
  if (!decoded.text.trim()) return refuse("empty_file", RECIPIENTS_FILE_MESSAGES.emptyFile);
  const pipeline = new RecipientsPipeline({ format, encoding: decoded.encoding }, options);
  const fraction = (f: number) => progress(f * 99);
  if (format === "csv") {
    const { brokenQuoteRow } = readCsv(decoded.text, pipeline, fraction);
    if (brokenQuoteRow !== null) return refuse("broken_quotes", RECIPIENTS_FILE_MESSAGES.brokenQuotes, brokenQuoteRow);
  } else {
    readTxt(decoded.text, pipeline, fraction);
  }
  const outcome = pipeline.finish();
  progress(100);
  return outcome;
}
