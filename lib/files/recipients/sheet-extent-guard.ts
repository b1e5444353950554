import { firstSheetEntries } from "./first-sheet-entries";
import { SheetExtentCounter, type SheetExtent } from "./sheet-extent";
import { XmlTagReader } from "./xml-tag-reader";
import { readZipDirectory, type ZipDirectoryEntry } from "./zip-directory";
import { streamZipEntryText } from "./zip-entry-text";

/**
 * A tiny .xlsx can name a cell at A200000000 or past column XFD, and the sheet reader builds every
 * empty cell up to it. Before the sheet is read, its XML is streamed (never held whole) and every
 * row and cell reference and the `<dimension>` are checked against the largest sheet Excel makes
 * and a ceiling on rows × columns; the reading stops at the first reference past them.
 */

export type SheetExtentCheck = "ok" | "too_large";

/** How far the sheet reaches, as far as it was read: to its end, or to the first part past a limit. */
export interface SheetExtentScan {
  check: SheetExtentCheck;
  extent: SheetExtent;
}

/** Streams one worksheet's XML into the counter; false as soon as it passes a limit. */
function scanSheet(bytes: Uint8Array, entry: ZipDirectoryEntry, counter: SheetExtentCounter): boolean {
  let within = true;
  const reader = new XmlTagReader(
    { elements: ["dimension", "sheetData", "row", "c"], looseAttribute: "r" },
    {
      tag: (name, text) => (within = counter.tag(name, text)),
      looseValue: (value) => (within = counter.looseReference(value)),
      oversized: () => (within = false),
    },
  );
  streamZipEntryText(bytes, entry, (text, final) => reader.write(text, final));
  return within && counter.finish();
}

/** The first sheet's extent. "ok" when the file holds no sheet to read: the reader refuses it then. */
export function scanSheetExtent(bytes: Uint8Array): SheetExtentScan {
  const entries = readZipDirectory(bytes);
  const sheets = entries ? firstSheetEntries(bytes, entries) : [];
  const extent: SheetExtent = { rows: 0, columns: 0 };
  if (!sheets) return { check: "too_large", extent };
  for (const sheet of sheets) {
    const counter = new SheetExtentCounter();
    const within = scanSheet(bytes, sheet, counter);
    extent.rows = Math.max(extent.rows, counter.current.rows);
    extent.columns = Math.max(extent.columns, counter.current.columns);
    if (!within) return { check: "too_large", extent };
  }
  return { check: "ok", extent };
}

export function checkSheetExtent(bytes: Uint8Array): SheetExtentCheck {
  return scanSheetExtent(bytes).check;
}
