import { cellText, plainMobileCode, readMobileCell } from "./mobile-cell";
import type { RejectReason } from "./messages";
import type { TextColumnBuilder } from "./text-column";
import { isTrimSpace } from "./trim-space";

const DOUBLED_QUOTE = /""/g;

/**
 * One CSV record as where its fields lie in the file's text, reused from record to record: the
 * reader makes no array and no string per row, and a field becomes a string only when something
 * asks for it as one.
 */
export class CsvRecord {
  /** Fields in this record. */
  count = 0;
  private starts = new Int32Array(16);
  private ends = new Int32Array(16);
  /** 1 for a quoted field with doubled quotes inside, which have to be undone. */
  private escaped = new Uint8Array(16);

  constructor(private readonly source: string) {}

  /** Starts a new record. */
  clear(): void {
    this.count = 0;
  }

  /** Adds the field at `start`…`end` (exclusive) of the text, quotes already left out. */
  addField(start: number, end: number, escaped: boolean): void {
    if (this.count === this.starts.length) this.grow();
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.escaped[this.count] = escaped ? 1 : 0;
    this.count++;
  }

  /** Field i as written (doubled quotes undone); "" past the record's last field. */
  field(i: number): string {
    if (i >= this.count) return "";
    const value = this.source.slice(this.starts[i], this.ends[i]);
    return this.escaped[i] ? value.replace(DOUBLED_QUOTE, '"') : value;
  }

  /** The record as an array of cells, as the other readers hand their rows over. */
  cells(): string[] {
    const out = new Array<string>(this.count);
    for (let i = 0; i < this.count; i++) out[i] = this.field(i);
    return out;
  }

  /** Every field empty or white space. */
  isBlank(): boolean {
    for (let i = 0; i < this.count; i++) {
      for (let at = this.starts[i]!; at < this.ends[i]!; at++)
        if (!isTrimSpace(this.source.charCodeAt(at))) return false;
    }
    return true;
  }

  /** Field i trimmed, as the report and the kept values show it. */
  text(i: number): string {
    return cellText(this.field(i));
  }

  /** Field i read as a mobile cell: its compact number, or why it is not one. */
  mobileAt(i: number): number | RejectReason {
    if (i >= this.count) return readMobileCell(undefined);
    if (!this.escaped[i]) {
      const code = plainMobileCode(this.source, this.starts[i]!, this.ends[i]!);
      if (code >= 0) return code;
    }
    return readMobileCell(this.field(i));
  }

  /** Adds field i, trimmed, to a text column, copied straight from the file's text. */
  keepText(i: number, column: TextColumnBuilder): void {
    if (i >= this.count) return column.pushRange("", 0, 0);
    if (this.escaped[i]) return column.push(this.text(i));
    let start = this.starts[i]!;
    let end = this.ends[i]!;
    while (start < end && isTrimSpace(this.source.charCodeAt(start))) start++;
    while (end > start && isTrimSpace(this.source.charCodeAt(end - 1))) end--;
    column.pushRange(this.source, start, end);
  }

  private grow(): void {
    const size = this.starts.length * 2;
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    const escaped = new Uint8Array(size);
    starts.set(this.starts);
    ends.set(this.ends);
    escaped.set(this.escaped);
    [this.starts, this.ends, this.escaped] = [starts, ends, escaped];
  }
}
