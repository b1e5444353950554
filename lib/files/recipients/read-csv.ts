import Papa, { type ParseResult, type Parser } from "papaparse";
import type { RecipientsPipeline } from "./recipients-pipeline";

const CHUNK_CHARACTERS = 1 << 20;
const DELIMITERS = [",", ";", "\t", "|"];

/**
 * The delimiter, guessed from the first rows with blank lines left out (papaparse's own guess, made
 * with them, gives up on a small file that ends with a line break). A comma when nothing fits.
 */
function guessDelimiter(text: string): string {
  const preview = Papa.parse<string[]>(text.slice(0, 64 * 1024), { preview: 10, skipEmptyLines: "greedy", delimitersToGuess: DELIMITERS });
  return preview.meta.delimiter || ",";
}

/**
 * Feeds a CSV text to the pipeline a chunk at a time (papaparse: quoted fields, quotes doubled
 * inside them, line breaks inside quotes; the delimiter guessed among , ; tab and |). Row numbers
 * count every record, blank ones included, as a spreadsheet numbers its rows.
 * Returns the row of the first broken quote, if any: such a file is refused as a whole, since every
 * field after it would be read shifted.
 */
export function readCsv(text: string, pipeline: RecipientsPipeline, onProgress: (fraction: number) => void): { brokenQuoteRow: number | null } {
  let rowNumber = 0;
  let brokenQuoteRow: number | null = null;
  Papa.parse<string[]>(text, {
    worker: false,
    chunkSize: CHUNK_CHARACTERS,
    delimiter: guessDelimiter(text),
    chunk(results: ParseResult<string[]>, parser: Parser) {
      const quoteError = results.errors.find((error) => error.type === "Quotes");
      if (quoteError) {
        brokenQuoteRow = rowNumber + (quoteError.row ?? 0) + 1;
        parser.abort();
        return;
      }
      for (const row of results.data) {
        if (!pipeline.push(row, ++rowNumber)) {
          parser.abort();
          return;
        }
      }
      onProgress(results.meta.cursor / text.length);
    },
    // A string with `chunk` is parsed synchronously: everything has been seen when `parse` returns.
    complete: () => undefined,
  });
  return { brokenQuoteRow };
}
