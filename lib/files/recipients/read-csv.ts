import Papa from "papaparse";
import { CsvRecord } from "./csv-record";
import type { RecipientsPipeline } from "./recipients-pipeline";
import { isTrimSpace } from "./trim-space";

const DELIMITERS = [",", ";", "\t", "|"];
const QUOTE = 34;
const LF = 10;
const CR = 13;
/** How much of the file the line break is guessed from. */
const LINE_BREAK_SAMPLE = 1 << 20;
const PROGRESS_EVERY_RECORDS = 1 << 14;

type LineBreak = "\n" | "\r\n" | "\r";

/**
 * The delimiter, guessed from the first rows with blank lines left out (papaparse's own guess, made
 * with them, gives up on a small file that ends with a line break). A comma when nothing fits.
 */
function guessDelimiter(text: string): string {
  const preview = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    preview: 10,
    skipEmptyLines: "greedy",
    delimitersToGuess: DELIMITERS,
  });
  return preview.meta.delimiter || ",";
}

/**
 * The line break, from the first megabyte with quoted fields left out (as papaparse guesses it):
 * \n when there is no \r or a \n comes first, else \r\n when at least half the \r are followed by
 * \n, else a lone \r (old Mac files).
 */
function guessLineBreak(text: string): LineBreak {
  const head = text.slice(0, LINE_BREAK_SAMPLE).replace(/"[^]*?"/g, "");
  const firstCr = head.indexOf("\r");
  if (firstCr < 0) return "\n";
  const firstLf = head.indexOf("\n");
  if (firstLf >= 0 && firstLf < firstCr) return "\n";
  let crs = 0;
  let crLfs = 0;
  for (let at = firstCr; at >= 0; at = head.indexOf("\r", at + 1)) {
    crs++;
    if (head.charCodeAt(at + 1) === LF) crLfs++;
  }
  return crLfs >= (crs + 1) / 2 ? "\r\n" : "\r";
}

/**
 * Feeds a CSV text to the pipeline one record at a time: quoted fields, quotes doubled inside them,
 * line breaks inside quotes; the delimiter guessed among , ; tab and |, the line break among \n,
 * \r\n and \r. Row numbers count every record, blank ones included, as a spreadsheet numbers its rows.
 * Returns the row of the first broken quote (one never closed, or a closing quote followed by
 * anything but spaces and a delimiter or line break): such a file is refused as a whole, since
 * every field after it would be read shifted.
 */
export function readCsv(
  text: string,
  pipeline: RecipientsPipeline,
  onProgress: (fraction: number) => void,
): { brokenQuoteRow: number | null } {
  const delimiter = guessDelimiter(text).charCodeAt(0);
  const lineBreak = guessLineBreak(text);
  const breakCode = lineBreak === "\n" ? LF : CR;
  const breakLength = lineBreak.length;
  const length = text.length;
  /** Whether a line break starts at `at`. */
  const breakAt = (at: number) =>
    text.charCodeAt(at) === breakCode && (breakLength === 1 || text.charCodeAt(at + 1) === LF);

  const record = new CsvRecord(text);
  let rowNumber = 0;
  let at = 0;
  while (at < length) {
    record.clear();
    rowNumber++;
    // One field per turn; `at` is where the field starts.
    for (;;) {
      if (text.charCodeAt(at) === QUOTE) {
        let escaped = false;
        let close = text.indexOf('"', at + 1);
        while (close >= 0 && text.charCodeAt(close + 1) === QUOTE) {
          escaped = true;
          close = text.indexOf('"', close + 2);
        }
        if (close < 0) return { brokenQuoteRow: rowNumber };
        record.addField(at + 1, close, escaped);
        let after = close + 1;
        while (
          after < length &&
          text.charCodeAt(after) !== delimiter &&
          !breakAt(after) &&
          isTrimSpace(text.charCodeAt(after))
        )
          after++;
        if (after >= length) {
          at = length;
          break;
        }
        if (text.charCodeAt(after) === delimiter) {
          at = after + 1;
          continue;
        }
        if (!breakAt(after)) return { brokenQuoteRow: rowNumber };
        at = after + breakLength;
        break;
      }
      let end = at;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === delimiter || (c === breakCode && (breakLength === 1 || text.charCodeAt(end + 1) === LF))) break;
        end++;
      }
      record.addField(at, end, false);
      if (end >= length) {
        at = length;
        break;
      }
      if (text.charCodeAt(end) === delimiter) {
        at = end + 1;
        continue;
      }
      at = end + breakLength;
      break;
    }
    if (!pipeline.pushRecord(record, rowNumber)) break;
    if (rowNumber % PROGRESS_EVERY_RECORDS === 0) onProgress(at / length);
  }
  return { brokenQuoteRow: null };
}
