import { harmlessCell } from "./harmless-cell";

const NEEDS_QUOTES = /[",\r\n]/;

function csvField(text: string): string {
  const safe = harmlessCell(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file built row by row: UTF-8 with a byte-order mark (so Excel reads Persian), CRLF lines, RFC 4180 quoting. */
export class CsvFile {
  private readonly parts: Buffer[] = [Buffer.from([0xef, 0xbb, 0xbf])];
  private pending: string[] = [];

  addRow(cells: readonly string[]): void {
    this.pending.push(cells.map(csvField).join(","));
    if (this.pending.length >= 10_000) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.parts.push(Buffer.from(`${this.pending.join("\r\n")}\r\n`, "utf8"));
    this.pending = [];
  }

  finish(): Uint8Array {
    this.flush();
    return new Uint8Array(Buffer.concat(this.parts));
  }
}
