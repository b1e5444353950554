import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import { columnLetter } from "@/lib/files/recipients/columns";
import { harmlessCell } from "../sheets/harmless-cell";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const STATIC_PARTS: Array<[string, string]> = [
  [
    "[Content_Types].xml",
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  ["_rels/.rels", `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
  ["xl/workbook.xml", `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
  ["xl/_rels/workbook.xml.rels", `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
];

/** Characters XML 1.0 does not allow are dropped; the rest escaped. */
function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

interface ZipEntry {
  name: Buffer;
  crc: number;
  compressed: Buffer;
  size: number;
}

function storedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text, "utf8");
  return { name: Buffer.from(name, "utf8"), crc: crc32(data), compressed: deflateRawSync(data), size: data.length };
}

/** A zip archive of deflated entries (sizes under 4 GB, so no zip64). */
function zip(entries: ZipEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    parts.push(local, entry.name, entry.compressed);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, entry.name);
    offset += 30 + entry.name.length + entry.compressed.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, ...central, end]));
}

/**
 * A one-sheet .xlsx built row by row, every cell an inline text (made harmless, so nothing is
 * ever a formula), the sheet right to left. The sheet's XML is deflated as it grows, so a million
 * rows never sit in memory as one string.
 */
export class XlsxFile {
  private readonly deflate = createDeflateRaw();
  private readonly compressed: Buffer[] = [];
  private crc = 0;
  private size = 0;
  private rowNumber = 0;
  private pending: string[] = [];

  constructor() {
    this.deflate.on("data", (chunk: Buffer) => this.compressed.push(chunk));
    this.write(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView rightToLeft="1" workbookViewId="0"/></sheetViews><sheetData>`);
  }

  private write(text: string): void {
    const data = Buffer.from(text, "utf8");
    this.crc = crc32(data, this.crc);
    this.size += data.length;
    this.deflate.write(data);
  }

  addRow(cells: readonly string[]): void {
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    cells.forEach((cell, c) => {
      if (cell === "") return;
      xml += `<c r="${columnLetter(c)}${r}" t="inlineStr"><is><t xml:space="preserve">${xmlText(harmlessCell(cell))}</t></is></c>`;
    });
    this.pending.push(`${xml}</row>`);
    if (this.pending.length >= 5_000) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.write(this.pending.join(""));
    this.pending = [];
  }

  async finish(): Promise<Uint8Array> {
    this.flush();
    this.write("</sheetData></worksheet>");
    await new Promise<void>((resolve, reject) => {
      this.deflate.once("end", resolve);
      this.deflate.once("error", reject);
      this.deflate.end();
    });
    const sheet: ZipEntry = { name: Buffer.from("xl/worksheets/sheet1.xml"), crc: this.crc >>> 0, compressed: Buffer.concat(this.compressed), size: this.size };
    return zip([...STATIC_PARTS.map(([name, text]) => storedEntry(name, text)), sheet]);
  }
}
