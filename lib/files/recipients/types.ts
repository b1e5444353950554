import type { RecipientsFileErrorCode, ReportCategoryName, RejectReason } from "./messages";
import type { TextColumn } from "./text-column";

/**
 * What the file is read for:
 * - `numbers`: a file send or a contact list; only the mobile column is kept;
 * - `keyword`: every other column's value is kept per recipient, for placeholders such as `{ex_B}`
 *   (and for mapping extra columns to contact fields on import);
 * - `peer_to_peer`: Excel only, a message column and a mobile column, one message per recipient.
 */
export type RecipientsMode = "numbers" | "keyword" | "peer_to_peer";

export type RecipientsFileFormat = "txt" | "csv" | "xlsx";

/** How the text of a txt or csv file was decoded. */
export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1256";

/** Plain data only: these options cross into the worker. */
export interface ParseRecipientsOptions {
  mode?: RecipientsMode;
  /** Zero-based index of the mobile column, when the user chose it. */
  mobileColumn?: number;
  /** Zero-based index of the message column (peer-to-peer), when the user chose it. */
  messageColumn?: number;
  /** Whether the first row holds column titles; detected when left out. */
  hasHeader?: boolean;
  /** Records allowed, at most (spec §9: 1,000,000). */
  maxRecords?: number;
  /** How many row numbers each report category lists; every row is still counted. */
  reportRowLimit?: number;
}

/** One category of the upload report. */
export interface ReportCategory {
  count: number;
  /** File row numbers (1-based, as a spreadsheet shows them, title row included), the first `reportRowLimit`. */
  rows: number[];
  /** Why each listed row is here, in the same order as `rows`. */
  reasons: RejectReason[];
  /** The listed rows' cell text, shortened, in the same order as `rows`. */
  values: string[];
}

export type UploadReport = Record<ReportCategoryName, ReportCategory> & {
  /** Records read: non-empty data rows (txt: the numbers written, several per line allowed). */
  records: number;
  /** Records that became recipients. */
  valid: number;
};

export interface ColumnInfo {
  index: number;
  /** A, B, C… as a spreadsheet names the column. */
  letter: string;
  /** The title in the header row, or the letter when the file has none. */
  name: string;
  /** The title reads like a mobile-number column (mobile, phone, موبایل, شماره, تلفن همراه…). */
  titledMobile: boolean;
  /** The title reads like a message column (message, text, پیام, متن). */
  titledMessage: boolean;
  /** Share (0–1) of the sampled non-empty cells that are valid mobiles. */
  validShare: number;
  /** The first few non-empty values, for the user to recognise the column. */
  sample: string[];
}

/** Why a mobile column was taken without asking. */
export type ColumnSource = "caller" | "title" | "content" | "only_column";

export interface RecipientsFileResult {
  status: "ready";
  format: RecipientsFileFormat;
  /** null for xlsx. */
  encoding: TextEncodingName | null;
  mode: RecipientsMode;
  hasHeader: boolean;
  /** Header titles, or A, B, C… when there is no header row. */
  columns: string[];
  /** Non-empty data rows read (same as `report.records`). */
  rowCount: number;
  mobileColumn: number;
  mobileColumnSource: ColumnSource;
  /** Peer-to-peer only. */
  messageColumn: number | null;
  /**
   * The valid recipients, unique, in file order, kept compact: each is the nine digits after
   * `+989` as an integer (0…999,999,999). Read them with `recipientAt` / `recipientsAsE164`.
   */
  numbers: Uint32Array;
  /** The file row of each recipient, same order as `numbers`. */
  rows: Uint32Array;
  /** Keyword mode: the indexes of the columns kept (every column but the mobile one). */
  keptColumns: number[];
  /** Keyword mode: for each kept column (same order), its value per recipient (read with `textAt`). Empty otherwise. */
  values: TextColumn[];
  /** Peer-to-peer mode: the message of each recipient (read with `textAt`). Null otherwise. */
  messages: TextColumn | null;
  report: UploadReport;
}

/** The mobile (or message) column cannot be told apart: the user chooses, then the file is read again. */
export interface ColumnChoiceNeeded {
  status: "choose_column";
  format: RecipientsFileFormat;
  mode: RecipientsMode;
  hasHeader: boolean;
  /** What the caller has to pass on the next run. */
  needs: Array<"mobileColumn" | "messageColumn">;
  /** The mobile column when it was found and only the message column is missing. */
  mobileColumn: number | null;
  columns: ColumnInfo[];
}

export interface RecipientsFileError {
  status: "error";
  code: RecipientsFileErrorCode;
  message: string;
  /** Broken CSV quoting: the row where it was found. */
  row?: number;
  /** No valid number: what each row was instead. */
  report?: UploadReport;
}

export type RecipientsOutcome = RecipientsFileResult | ColumnChoiceNeeded | RecipientsFileError;
