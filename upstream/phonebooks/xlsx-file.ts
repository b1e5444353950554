import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import { rowXml, SHEET_END, SHEET_PATH, SHEET_START, WORKBOOK_PARTS } from "../sheets/xlsx-parts";
import { centralDirectory, localHeader, type ZipEntry } from "../sheets/zip-records";

/** Entries with their data, laid one after another, then the central directory. */
function zip(entries: Array<{ name: string; crc: number; compressed: Buffer; size: number }>): Uint8Array {
  const parts: Buffer[] = [];
  const records: ZipEntry[] = [];
  let offset = 0;
  for (const entry of entries) {
    const record: ZipEntry = {
      name: Buffer.from(entry.name, "utf8"),
      crc: entry.crc,
      compressedSize: entry.compressed.length,
      size: entry.size,
      offset,
      streamed: false,
    };
    const header = localHeader(record);
    parts.push(header, entry.compressed);
    records.push(record);
    offset += header.length + entry.compressed.length;
  }
  return new Uint8Array(Buffer.concat([...parts, centralDirectory(records, offset)]));
}

const deflatedPart = ([name, text]: readonly [string, string]) => {
  const data = Buffer.from(text, "utf8");
  return { name, crc: crc32(data), compressed: deflateRawSync(data), size: data.length };
};

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
    this.write(SHEET_START);
  }

  private write(text: string): void {
    const data = Buffer.from(text, "utf8");
    this.crc = crc32(data, this.crc);
    this.size += data.length;
    this.deflate.write(data);
  }

  addRow(cells: readonly string[]): void {
    this.pending.push(rowXml(++this.rowNumber, cells));
    if (this.pending.length >= 5_000) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.write(this.pending.join(""));
    this.pending = [];
  }

  async finish(): Promise<Uint8Array> {
    this.flush();
    this.write(SHEET_END);
    await new Promise<void>((resolve, reject) => {
      this.deflate.once("end", resolve);
      this.deflate.once("error", reject);
      this.deflate.end();
    });
    const sheet = {
      name: SHEET_PATH,
      crc: this.crc >>> 0,
      compressed: Buffer.concat(this.compressed),
      size: this.size,
    };
    return zip([...WORKBOOK_PARTS.map(deflatedPart), sheet]);
  }
}
