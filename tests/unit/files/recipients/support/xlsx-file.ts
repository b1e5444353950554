import { buildZip, type ZipEntry } from "./zip-file";

/**
 * A cell of a generated sheet: text (written as an inline string), a number (or the digits Excel
 * would store, e.g. "9.12E+11"), a date, a formula with the value Excel saved for it, or nothing.
 */
export type SheetCell =
  string | number | null | { number: string } | { date: Date } | { formula: string; saved?: string | number };

const encoder = new TextEncoder();

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function letter(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Days since Excel's 1900 epoch, as a date cell stores them. */
function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25569;
}

function cellXml(cell: SheetCell, ref: string): string {
  if (cell === null) return "";
  if (typeof cell === "string") return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
  if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
  if ("number" in cell) return `<c r="${ref}"><v>${cell.number}</v></c>`;
  if ("date" in cell) return `<c r="${ref}" s="1"><v>${excelSerial(cell.date)}</v></c>`;
  const saved = cell.saved;
  if (saved === undefined) return `<c r="${ref}"><f>${escapeXml(cell.formula)}</f></c>`;
  if (typeof saved === "number") return `<c r="${ref}"><f>${escapeXml(cell.formula)}</f><v>${saved}</v></c>`;
  return `<c r="${ref}" t="str"><f>${escapeXml(cell.formula)}</f><v>${escapeXml(saved)}</v></c>`;
}

/** The sheet XML, written row by row into one string (fast enough for 100,000 rows). */
export function sheetXml(rows: readonly (readonly SheetCell[])[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  rows.forEach((row, r) => {
    const cells = row.map((cell, c) => cellXml(cell, `${letter(c)}${r + 1}`)).join("");
    out.push(`<row r="${r + 1}">${cells}</row>`);
  });
  out.push("</sheetData></worksheet>");
  return out.join("");
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** Style 1 is a date (number format 14), as Excel marks date cells. */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** The parts of a minimal workbook of one sheet; `sheet` overrides the sheet entry (e.g. a lying size). */
export function xlsxEntries(sheet: string | ZipEntry): ZipEntry[] {
  const sheetEntry =
    typeof sheet === "string" ? { name: "xl/worksheets/sheet1.xml", data: encoder.encode(sheet) } : sheet;
  return [
    { name: "[Content_Types].xml", data: encoder.encode(CONTENT_TYPES) },
    { name: "_rels/.rels", data: encoder.encode(ROOT_RELS) },
    { name: "xl/workbook.xml", data: encoder.encode(WORKBOOK) },
    { name: "xl/_rels/workbook.xml.rels", data: encoder.encode(WORKBOOK_RELS) },
    { name: "xl/styles.xml", data: encoder.encode(STYLES) },
    sheetEntry,
  ];
}

/** A one-sheet .xlsx holding these rows. */
export function buildXlsx(rows: readonly (readonly SheetCell[])[]): Uint8Array {
  return buildZip(xlsxEntries(sheetXml(rows)));
}
