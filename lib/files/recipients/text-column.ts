import { GrowingUint32 } from "./growing-uint32";

/** Values per block: each block is one string, so no string nears the engine's length limit. */
const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const IN_BLOCK = BLOCK_SIZE - 1;
/** Character codes turned into a string at a time (each one an argument of a call). */
const CODES_PER_CALL = 4096;

/**
 * A column of texts, one per recipient, kept compact: the values joined into a few long strings
 * plus where each ends. A million values are a handful of strings and one Uint32Array instead of a
 * million strings, which is lighter in memory and crosses from the worker to the page almost for free.
 */
export interface TextColumn {
  blocks: string[];
  /** End of value i inside its block (block i >> 16). */
  ends: Uint32Array;
}

export function textColumnLength(column: TextColumn): number {
  return column.ends.length;
}

/** The i-th value of a column. */
export function textAt(column: TextColumn, index: number): string {
  const block = column.blocks[index >>> BLOCK_BITS];
  if (block === undefined || index >= column.ends.length) return "";
  const start = (index & IN_BLOCK) === 0 ? 0 : column.ends[index - 1]!;
  return block.slice(start, column.ends[index]);
}

/** The UTF-16 code units as a string, exactly (a lone surrogate included). */
function stringOfCodes(codes: Uint16Array, length: number): string {
  if (length <= CODES_PER_CALL)
    return String.fromCharCode.apply(null, codes.subarray(0, length) as unknown as number[]);
  const parts: string[] = [];
  for (let at = 0; at < length; at += CODES_PER_CALL) {
    parts.push(
      String.fromCharCode.apply(null, codes.subarray(at, Math.min(length, at + CODES_PER_CALL)) as unknown as number[]),
    );
  }
  return parts.join("");
}

/**
 * Builds a text column. A block's characters are copied into one reused buffer of character codes
 * and become a string once, when the block is full: no string is made or kept per value, so reading
 * a million rows leaves little for the garbage collector.
 */
export class TextColumnBuilder {
  private readonly blocks: string[] = [];
  private codes = new Uint16Array(1 << 12);
  /** Code units of the current block so far. */
  private used = 0;
  private inBlock = 0;
  private readonly ends = new GrowingUint32();

  push(value: string): void {
    this.pushRange(value, 0, value.length);
  }

  /** Adds `source` from `start` to `end` (exclusive) as one value, without slicing it out first. */
  pushRange(source: string, start: number, end: number): void {
    const length = end - start;
    if (this.used + length > this.codes.length) this.makeRoom(this.used + length);
    const codes = this.codes;
    let at = this.used;
    for (let i = start; i < end; i++) codes[at++] = source.charCodeAt(i);
    this.used = at;
    this.ends.push(at);
    if (++this.inBlock === BLOCK_SIZE) this.closeBlock();
  }

  finish(): TextColumn {
    if (this.inBlock > 0) this.closeBlock();
    this.codes = new Uint16Array(0);
    return { blocks: this.blocks, ends: this.ends.toArray() };
  }

  private makeRoom(needed: number): void {
    let size = Math.max(1 << 12, this.codes.length * 2);
    while (size < needed) size *= 2;
    const bigger = new Uint16Array(size);
    bigger.set(this.codes.subarray(0, this.used));
    this.codes = bigger;
  }

  private closeBlock(): void {
    this.blocks.push(stringOfCodes(this.codes, this.used));
    this.used = 0;
    this.inBlock = 0;
  }
}
