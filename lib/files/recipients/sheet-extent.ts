import { attributeValues } from "./xml-tag-reader";

/** The largest sheet Excel itself makes: 1,048,576 rows, columns A to XFD. */
export const SHEET_MAX_ROWS = 1_048_576;
export const SHEET_MAX_COLUMNS = 16_384;
/**
 * The reader fills every row out to the last column (and every gap between rows), so last row ×
 * last column cells are built whatever the file holds. A million records of twenty columns fit.
 */
export const SHEET_MAX_CELLS = 20_000_000;

export interface SheetExtent {
  /** The last row any reference reaches (1-based), or the sheet's rows counted where they carry no number. */
  rows: number;
  /** The last column any reference reaches (1 = A). */
  columns: number;
}

function withinSheetLimits({ rows, columns }: SheetExtent): boolean {
  return rows <= SHEET_MAX_ROWS && columns <= SHEET_MAX_COLUMNS && rows * columns <= SHEET_MAX_CELLS;
}

/** "XFD1048576" → [1048576, 16384], computed as the sheet reader does (any character before the digits counts as a letter). */
function cellAddress(reference: string): [row: number, column: number] | null {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      const row = Number(reference.slice(i));
      return Number.isNaN(row) ? null : [row, column];
    }
    column = column * 26 + (code - 64);
  }
  return null;
}

/**
 * Follows a worksheet's `<dimension ref>`, `<row r>` and `<c r>` as they come and keeps the last
 * row and column they reach. Where the format lets a row or cell leave out its `r`, it is the one
 * after the previous (a row without `r` takes its first numbered cell's row, as the reader does).
 * A row ends where the next begins, or with the sheet.
 */
export class SheetExtentCounter {
  private extent: SheetExtent = { rows: 0, columns: 0 };
  private inSheetData = false;
  private rowOpen = false;
  private rowNumber = 0;
  private previousRow = 0;
  private previousColumn = 0;

  get current(): SheetExtent {
    return { ...this.extent };
  }

  /** Takes the opening tag of a `dimension`, `sheetData`, `row` or `c`; answers false once a limit is passed. */
  tag(name: string, text: string): boolean {
    if (name === "c") {
      if (this.inSheetData) this.cell(text);
    } else if (name === "row") {
      if (this.inSheetData) this.row(text);
    } else if (name === "sheetData") {
      // The reader counts rows from the first sheetData on and never stops.
      this.inSheetData = true;
    } else {
      for (const ref of attributeValues(text, "ref"))
        for (const corner of ref.split(":")) this.reach(cellAddress(corner));
    }
    return withinSheetLimits(this.extent);
  }

  /** Any value of an `r` attribute anywhere, read both as a row number and as a cell reference. */
  looseReference(value: string): boolean {
    const asNumber = Number(value);
    if (!Number.isNaN(asNumber) && value !== "") this.reachRow(asNumber);
    this.reach(cellAddress(value));
    return withinSheetLimits(this.extent);
  }

  /** Closes the last row; answers whether the sheet stays within the limits. */
  finish(): boolean {
    this.endRow();
    return withinSheetLimits(this.extent);
  }

  private row(text: string) {
    this.endRow();
    this.rowOpen = true;
    this.previousColumn = 0;
    // 0, empty or not a number: no number (the reader's test is the same).
    for (const value of attributeValues(text, "r")) {
      const number = Number(value);
      if (number > this.rowNumber) this.rowNumber = number;
    }
    if (text.endsWith("/>")) this.endRow();
  }

  private cell(text: string) {
    if (!this.rowOpen) {
      this.rowOpen = true;
      this.previousColumn = 0;
    }
    let numbered = false;
    for (const value of attributeValues(text, "r")) {
      const address = cellAddress(value);
      if (!address) continue;
      numbered = true;
      this.reach(address);
      if (this.rowNumber === 0) this.rowNumber = address[0];
      this.previousColumn = address[1];
    }
    if (!numbered) {
      this.previousColumn += 1;
      this.reach([this.rowNumber || this.previousRow + 1, this.previousColumn]);
    }
  }

  private endRow() {
    if (!this.rowOpen) return;
    const row = this.rowNumber || this.previousRow + 1;
    this.previousRow = row;
    this.reachRow(row);
    this.rowOpen = false;
    this.rowNumber = 0;
  }

  private reachRow(row: number) {
    if (row > this.extent.rows) this.extent.rows = row;
  }

  private reach(address: [number, number] | null) {
    if (!address) return;
    this.reachRow(address[0]);
    if (address[1] > this.extent.columns) this.extent.columns = address[1];
  }
}
