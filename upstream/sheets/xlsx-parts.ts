import { columnLetter } from "@/lib/files/recipients/columns";
import { harmlessCell } from "./harmless-cell";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

export const SHEET_PATH = "xl/worksheets/sheet1.xml";

/** The parts of a one-sheet workbook around its sheet: content types, relationships, the workbook. */
export const WORKBOOK_PARTS: ReadonlyArray<readonly [string, string]> = [
  [
    "[Content_Types].xml",
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    "_rels/.rels",
    `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    "xl/workbook.xml",
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    "xl/_rels/workbook.xml.rels",
    `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** The sheet's XML before its rows: right to left, as a Persian reader expects. */
export const SHEET_START = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView rightToLeft="1" workbookViewId="0"/></sheetViews><sheetData>`;
export const SHEET_END = "</sheetData></worksheet>";

const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
/** Anything `xmlText` would change: most cells have nothing, and are taken as they are. */
const NEEDS_ESCAPE = /[&<>]|[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

/** Characters XML 1.0 does not allow are dropped; the rest escaped. */
function xmlText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const letters: string[] = [];
const letterOf = (c: number) => (letters[c] ??= columnLetter(c));

/** Row `r` (from 1) of the sheet: every cell an inline text made harmless, so nothing is ever a formula; empty cells left out. */
export function rowXml(r: number, cells: readonly string[]): string {
  let xml = `<row r="${r}">`;
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c]!;
    if (cell !== "")
      xml += `<c r="${letterOf(c)}${r}" t="inlineStr"><is><t xml:space="preserve">${xmlText(harmlessCell(cell))}</t></is></c>`;
  }
  return `${xml}</row>`;
}
