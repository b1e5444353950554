import Papa from "papaparse";
import { CODE_FILE_EXTENSIONS, CODE_READER_LIMITS, CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { matchForm } from "@/lib/secretaries/match-form";
import { decodeText } from "@/lib/files/recipients/decode-text";
import { cellText, type Cell } from "@/lib/files/recipients/mobile-cell";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { checkSheetExtent } from "@/lib/files/recipients/sheet-extent-guard";
import { checkZip } from "@/lib/files/recipients/zip-guard";

/** Joins a code's variable values in one text, as they cross to the database (never in a cell: control characters are dropped). */
export const VALUE_SEPARATOR = "\u001f";

/** A codes file read: the variable names, and each code kept with its compared form and values. */
export interface CodesFile {
  variables: string[];
  codes: string[];
  forms: string[];
  /** Per code, its values joined by VALUE_SEPARATOR; null when the file has no variables. */
  values: string[] | null;
  report: { records: number; valid: number; empty: number; duplicate: number; invalid: number };
}

export type CodesFileOutcome = { status: "ready"; file: CodesFile } | { status: "error"; message: string };

/** Titles that make a one-column file's first row a header rather than a code. */
const CODE_TITLES = new Set(["code", "codes", "کد", "کدها", "serial", "سریال"]);
const NAME = /^[\p{L}\p{N}_]+$/u;
const RESERVED = new Set(["code", "used_at"]);
const CONTROL = /[\u0000-\u001f\u007f]/g;

const refuse = (message: string): CodesFileOutcome => ({ status: "error", message });

/** The header's variable names (cells after the code's), or why they cannot be. */
function variableNames(header: readonly string[]): string[] | string {
  const names = header.slice(1);
  while (names.length > 0 && !names[names.length - 1]) names.pop();
  if (names.length > CODE_READER_LIMITS.variables) return CODE_READER_MESSAGES.variablesTooMany;
  const seen = new Set<string>();
  for (let i = 0; i < names.length; i++) {
    const column = i + 2;
    const name = names[i]!.replace(/[\s\u200c]+/g, "_");
    if (!name) return CODE_READER_MESSAGES.variableUntitled(column);
    if (name.length > CODE_READER_LIMITS.variableName || !NAME.test(name) || RESERVED.has(name.toLowerCase()))
      return CODE_READER_MESSAGES.variableNameInvalid(column);
    if (seen.has(name)) return CODE_READER_MESSAGES.variableRepeated(name);
    seen.add(name);
    names[i] = name;
  }
  return names;
}

/** Collects the codes of the rows after the header: blank rows skipped, each code once. */
class Collector {
  readonly file: CodesFile;
  private readonly seen = new Set<string>();

  constructor(variables: string[]) {
    this.file = {
      variables,
      codes: [],
      forms: [],
      values: variables.length > 0 ? [] : null,
      report: { records: 0, valid: 0, empty: 0, duplicate: 0, invalid: 0 },
    };
  }

  push(cells: readonly string[]): void {
    const { report } = this.file;
    if (cells.every((cell) => !cell)) return;
    report.records++;
    const code = cells[0] ?? "";
    if (!code) {
      report.empty++;
      return;
    }
    const form = compared(code);
    if (!form) {
      report.empty++;
      return;
    }
    const values = this.file.variables.map((_, i) => (cells[i + 1] ?? "").replace(CONTROL, ""));
    if (form.length > CODE_READER_LIMITS.code || values.some((v) => v.length > CODE_READER_LIMITS.variableValue)) {
      report.invalid++;
      return;
    }
    if (this.seen.has(form)) {
      report.duplicate++;
      return;
    }
    this.seen.add(form);
    report.valid++;
    this.file.codes.push(code.replace(CONTROL, ""));
    this.file.forms.push(form);
    this.file.values?.push(values.join(VALUE_SEPARATOR));
  }
}

/** Printable ASCII without spaces: a code whose compared form is only its lower case. */
const PLAIN = /^[\x21-\x7e]+$/;

/** matchForm, without its Unicode work for the plain codes most files hold. */
const compared = (code: string) => (PLAIN.test(code) ? code.toLowerCase() : matchForm(code));

/** Rows of cells (trimmed texts) read as a codes file: the header, when there is one, names the variables. */
function collect(rows: Iterable<readonly string[]>, withHeader: boolean | "guess"): CodesFileOutcome {
  let collector: Collector | null = null;
  for (const row of rows) {
    if (!collector) {
      if (row.every((cell) => !cell)) continue;
      const header = withHeader === true || (withHeader === "guess" && isHeader(row));
      if (header) {
        const names = variableNames(row);
        if (typeof names === "string") return refuse(names);
        collector = new Collector(names);
        continue;
      }
      collector = new Collector([]);
    }
    collector.push(row);
  }
  const file = collector?.file;
  if (!file || file.codes.length === 0) return refuse(CODE_READER_MESSAGES.fileNoCodes);
  if (file.codes.length > CODE_READER_LIMITS.codes) return refuse(CODE_READER_MESSAGES.fileTooManyCodes);
  return { status: "ready", file };
}

/** A first row is a header when it has more than one column, or when its one cell names the code column. */
function isHeader(row: readonly string[]): boolean {
  return row.filter(Boolean).length > 1 || CODE_TITLES.has(matchForm(row[0] ?? ""));
}

const DELIMITERS = [",", ";", "\t", "|"];

/** A CSV's records (the delimiter guessed among , ; tab and |), or null when a quote is left open or misplaced. */
function csvRows(text: string): Iterable<string[]> | null {
  // Without quotes a record is its line split at the delimiter: read so, a million rows take a fraction of the time.
  if (!text.includes('"')) {
    const firstLine = text.slice(0, text.search(/\r|\n|$/));
    const delimiter = DELIMITERS.find((d) => firstLine.includes(d)) ?? ",";
    return (function* () {
      for (const line of text.split(/\r\n|\r|\n/)) yield line.split(delimiter).map((cell) => cell.trim());
    })();
  }
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: DELIMITERS, skipEmptyLines: "greedy" });
  if (parsed.errors.some((error) => error.type === "Quotes")) return null;
  return (function* () {
    for (const row of parsed.data) yield row.map((cell) => cell.trim());
  })();
}

function* txtRows(text: string): Generator<string[]> {
  for (const line of text.split(/\r\n|\r|\n/)) yield [line.trim()];
}

function* sheetRows(rows: Cell[][]): Generator<string[]> {
  for (const row of rows) yield row.map(cellText);
}

/**
 * Reads a codes file (txt: one code a line; csv or xlsx: the code in the first column and the
 * variables in the others, named by the header row). The bytes must be what the name says: an
 * xlsx is a zip with a sheet inside, a txt or csv is text. Answers the codes, each once, with the
 * report of the rows left out, or the Persian refusal of the whole file.
 */
export async function readCodesFile(bytes: Uint8Array, name: string): Promise<CodesFileOutcome> {
  const extension = name.slice(name.lastIndexOf(".")).toLowerCase();
  if (!(CODE_FILE_EXTENSIONS as readonly string[]).includes(extension))
    return refuse(CODE_READER_MESSAGES.fileWrongFormat);
  if (bytes.length === 0) return refuse(CODE_READER_MESSAGES.fileEmpty);
  if (extension === ".xlsx") {
    const zip = checkZip(bytes);
    if (zip === "not_zip") return refuse(CODE_READER_MESSAGES.fileMismatch);
    if (zip === "bomb" || checkSheetExtent(bytes) === "too_large") return refuse(CODE_READER_MESSAGES.fileUnreadable);
    let rows: Cell[][];
    try {
      rows = await readXlsxRows(bytes);
    } catch {
      return refuse(CODE_READER_MESSAGES.fileMismatch);
    }
    if (rows.length === 0) return refuse(CODE_READER_MESSAGES.fileEmpty);
    return collect(sheetRows(rows), "guess");
  }
  const decoded = decodeText(bytes);
  if (!decoded) return refuse(CODE_READER_MESSAGES.fileMismatch);
  if (!decoded.text.trim()) return refuse(CODE_READER_MESSAGES.fileEmpty);
  const text = decoded.text.replace(/^\ufeff/, "");
  if (extension === ".txt") return collect(txtRows(text), false);
  const rows = csvRows(text);
  return rows ? collect(rows, "guess") : refuse(CODE_READER_MESSAGES.fileBrokenQuotes);
}
