/** @jest-environment node */
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import {
  SHEET_MAX_CELLS,
  SHEET_MAX_COLUMNS,
  SHEET_MAX_ROWS,
  SheetExtentCounter,
} from "@/lib/files/recipients/sheet-extent";
import { scanSheetExtent } from "@/lib/files/recipients/sheet-extent-guard";
import { XmlTagReader } from "@/lib/files/recipients/xml-tag-reader";
import { checkZip } from "@/lib/files/recipients/zip-guard";
import { expectError, expectReady } from "./support/outcome";
import { buildXlsx, sheetXml, xlsxEntries } from "./support/xlsx-file";
import { buildZip, type ZipEntry } from "./support/zip-file";

const encoder = new TextEncoder();
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** A worksheet's XML around the given `<sheetData>` content (and what comes before it). */
const worksheet = (sheetData: string, before = "") =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet ${NS}>${before}<sheetData>${sheetData}</sheetData></worksheet>`;
const xlsxOf = (sheetData: string, before = "") => buildZip(xlsxEntries(worksheet(sheetData, before)));

describe("the sheet's reach, checked before it is read", () => {
  it("refuses a 2 KB file whose one cell sits at A200000000, with its own Persian message, at once", async () => {
    const file = xlsxOf('<row r="200000000"><c r="A200000000" t="inlineStr"><is><t>09120000001</t></is></c></row>');
    expect(file.length).toBeLessThan(2048);
    expect(checkZip(file)).toBe("ok");
    const started = performance.now();
    const error = expectError(await parseRecipients(file, "sparse.xlsx"));
    expect(error).toMatchObject({ code: "sheet_too_large", message: RECIPIENTS_FILE_MESSAGES.sheetTooLarge });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(RECIPIENTS_FILE_MESSAGES.sheetTooLarge).toContain("۱٬۰۴۸٬۵۷۶");
  });

  it("refuses a cell one column past XFD, and lets XFD itself through", () => {
    expect(scanSheetExtent(xlsxOf('<row r="1"><c r="XFE1"><v>1</v></c></row>'))).toEqual({
      check: "too_large",
      extent: { rows: 1, columns: SHEET_MAX_COLUMNS + 1 },
    });
    expect(scanSheetExtent(xlsxOf('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>'))).toEqual({
      check: "ok",
      extent: { rows: 1, columns: SHEET_MAX_COLUMNS },
    });
  });

  it("refuses a row past 1,048,576 and lets the last one Excel has through", () => {
    expect(
      scanSheetExtent(xlsxOf(`<row r="${SHEET_MAX_ROWS + 1}"><c r="A${SHEET_MAX_ROWS + 1}"><v>1</v></c></row>`)).check,
    ).toBe("too_large");
    expect(scanSheetExtent(xlsxOf(`<row r="${SHEET_MAX_ROWS}"><c r="A${SHEET_MAX_ROWS}"><v>1</v></c></row>`))).toEqual({
      check: "ok",
      extent: { rows: SHEET_MAX_ROWS, columns: 1 },
    });
  });

  it("refuses rows × columns past 20,000,000 cells even when each stays within Excel's limits", () => {
    // Row 1,000,000 and column T (20): 20,000,000 cells, the most allowed; column U is one too many.
    expect(
      scanSheetExtent(
        xlsxOf('<row r="1"><c r="T1"><v>1</v></c></row><row r="1000000"><c r="A1000000"><v>1</v></c></row>'),
      ).check,
    ).toBe("ok");
    expect(
      scanSheetExtent(
        xlsxOf('<row r="1"><c r="U1"><v>1</v></c></row><row r="1000000"><c r="A1000000"><v>1</v></c></row>'),
      ).check,
    ).toBe("too_large");
    expect(20 * 1_000_000).toBe(SHEET_MAX_CELLS);
  });

  it("takes the <dimension> into account: a declared range past the ceiling is refused, a small one is not", async () => {
    const cells = '<row r="1"><c r="A1" t="inlineStr"><is><t>09120000001</t></is></c></row>';
    expect(scanSheetExtent(xlsxOf(cells, '<dimension ref="A1:Z1000000"/>'))).toEqual({
      check: "too_large",
      extent: { rows: 1_000_000, columns: 26 },
    });
    expect(scanSheetExtent(xlsxOf(cells, '<dimension ref="A1:XFD1048576"/>')).check).toBe("too_large");
    expect(expectError(await parseRecipients(xlsxOf(cells, '<dimension ref="A1:Z1000000"/>'), "list.xlsx")).code).toBe(
      "sheet_too_large",
    );
    expect(expectReady(await parseRecipients(xlsxOf(cells, '<dimension ref="A1"/>'), "list.xlsx")).report.valid).toBe(
      1,
    );
  });

  it("counts rows and cells that leave out r as the ones after the previous", () => {
    expect(
      scanSheetExtent(xlsxOf("<row><c><v>1</v></c><c><v>2</v></c></row><row><c><v>3</v></c></row><row/>")),
    ).toEqual({ check: "ok", extent: { rows: 3, columns: 2 } });
    // After row 10, a row without r is row 11; after column C, a cell without r is column D.
    expect(
      scanSheetExtent(xlsxOf('<row r="10"><c r="C10"><v>1</v></c><c><v>2</v></c></row><row><c><v>3</v></c></row>')),
    ).toEqual({ check: "ok", extent: { rows: 11, columns: 4 } });
    // A row without r takes its first numbered cell's row.
    expect(scanSheetExtent(xlsxOf('<row><c r="B7"><v>1</v></c></row><row><c><v>2</v></c></row>'))).toEqual({
      check: "ok",
      extent: { rows: 8, columns: 2 },
    });
  });

  it("refuses what passes a limit only through rows or cells that leave out r", () => {
    expect(
      scanSheetExtent(
        xlsxOf(`<row r="${SHEET_MAX_ROWS}"><c r="A${SHEET_MAX_ROWS}"><v>1</v></c></row><row><c><v>2</v></c></row>`),
      ).check,
    ).toBe("too_large");
    expect(scanSheetExtent(xlsxOf('<row r="1"><c r="XFD1"><v>1</v></c><c><v>2</v></c></row>'))).toEqual({
      check: "too_large",
      extent: { rows: 1, columns: SHEET_MAX_COLUMNS + 1 },
    });
  });

  it("reads references however the parser could: a namespace prefix, character references, exponents, a '>' inside quotes", () => {
    const refused = (cells: string) => scanSheetExtent(xlsxOf(cells)).check;
    expect(refused('<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row><x:row r="300000000"/>')).toBe("too_large");
    expect(refused('<row r="1"><c x:r="A300000000"><v>1</v></c></row>')).toBe("too_large");
    expect(refused('<row r="&#50;00000000"><c r="&#65;1"><v>1</v></c></row>')).toBe("too_large");
    expect(refused('<row r="2e8"><c r="A1"><v>1</v></c></row>')).toBe("too_large");
    expect(refused('<row r="Infinity"><c r="A1"><v>1</v></c></row>')).toBe("too_large");
    expect(refused('<row r="1"><c note=">" r="A1e9"><v>1</v></c></row>')).toBe("too_large");
    expect(refused('<row r="1"><c r="A1"><v>1</v></c></row><!-- --><row r="1000000000"/>')).toBe("too_large");
  });

  it("lets a normal sheet through and reads it as before", async () => {
    const rows = [
      ["name", "mobile"],
      ...Array.from({ length: 2000 }, (_, i) => [`name ${i}`, `0912${String(i).padStart(7, "0")}`]),
    ];
    const file = buildXlsx(rows);
    expect(scanSheetExtent(file)).toEqual({ check: "ok", extent: { rows: 2001, columns: 2 } });
    expect(expectReady(await parseRecipients(file, "list.xlsx")).report.valid).toBe(2000);
  });

  it("finds the same reach however the XML is cut into pieces", () => {
    const xml = worksheet(
      '<row r="3" spans="1:2"><c r="B3" t="inlineStr"><is><t>a &gt; b</t></is></c><c><v>2</v></c></row><row><c r="A4"/></row>',
      '<dimension ref="A3:C4"/>',
    );
    const reach = (pieceLength: number) => {
      const counter = new SheetExtentCounter();
      const reader = new XmlTagReader(
        { elements: ["dimension", "sheetData", "row", "c"], looseAttribute: "r" },
        {
          tag: (name, text) => counter.tag(name, text),
          looseValue: (value) => counter.looseReference(value),
          oversized: () => undefined,
        },
      );
      for (let at = 0; at < xml.length; at += pieceLength)
        reader.write(xml.slice(at, at + pieceLength), at + pieceLength >= xml.length);
      counter.finish();
      return counter.current;
    };
    expect(reach(xml.length)).toEqual({ rows: 4, columns: 3 });
    for (const length of [1, 2, 3, 7, 64]) expect(reach(length)).toEqual({ rows: 4, columns: 3 });
  });
});

describe("which sheet is checked", () => {
  const WORKBOOK_RELS_TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet";

  /** A workbook whose sheets are listed in this order, each naming its part. */
  function workbook(sheets: Array<{ name: string; part: string; xml: string }>): Uint8Array {
    const [contentTypes, rootRels, , , styles] = xlsxEntries(worksheet(""));
    const list = sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("");
    const rels = sheets
      .map((s, i) => `<Relationship Id="rId${i + 1}" Type="${WORKBOOK_RELS_TYPE}" Target="worksheets/${s.part}"/>`)
      .join("");
    const entries: ZipEntry[] = [
      contentTypes!,
      rootRels!,
      {
        name: "xl/workbook.xml",
        data: encoder.encode(
          `<workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${list}</sheets></workbook>`,
        ),
      },
      {
        name: "xl/_rels/workbook.xml.rels",
        data: encoder.encode(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
        ),
      },
      styles!,
      ...sheets.map((s) => ({ name: `xl/worksheets/${s.part}`, data: encoder.encode(s.xml) })),
    ];
    return buildZip(entries);
  }

  const small = sheetXml([["mobile"], ["09120000001"]]);
  const sparse = worksheet('<row r="200000000"><c r="A200000000"><v>9120000001</v></c></row>');

  it("is the workbook's first sheet, wherever its part is, as the reader takes it", async () => {
    const file = workbook([
      { name: "Numbers", part: "sheet2.xml", xml: sparse },
      { name: "Other", part: "sheet1.xml", xml: small },
    ]);
    expect(scanSheetExtent(file).check).toBe("too_large");
    expect(expectError(await parseRecipients(file, "list.xlsx")).code).toBe("sheet_too_large");
  });

  it("leaves the other sheets alone: only the first is read", async () => {
    const file = workbook([
      { name: "Numbers", part: "sheet1.xml", xml: small },
      { name: "Archive", part: "sheet2.xml", xml: sparse },
    ]);
    expect(scanSheetExtent(file)).toEqual({ check: "ok", extent: { rows: 2, columns: 1 } });
    expect(expectReady(await parseRecipients(file, "list.xlsx")).report.valid).toBe(1);
  });
});

describe("the zip directory, read as the unzipper reads it", () => {
  it("checks every entry the unzipper counts, even when the end record's total says fewer", () => {
    const file = buildZip([
      { name: "xl/a.xml", data: encoder.encode("<a/>") },
      { name: "xl/b.xml", data: encoder.encode("<b/>"), declaredSize: 0xfffffff0 },
    ]);
    // The unzipper reads "entries on this disk" (2); the total field is made to say 1.
    const view = new DataView(file.buffer);
    view.setUint16(file.length - 22 + 10, 1, true);
    expect(checkZip(file)).toBe("bomb");
  });
});
