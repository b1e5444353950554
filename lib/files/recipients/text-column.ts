import { GrowingUint32 } from "./growing-uint32";

/** Values per block: each block is one string, so no string nears the engine's length limit. */
const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const IN_BLOCK = BLOCK_SIZE - 1;

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

export class TextColumnBuilder {
  private readonly blocks: string[] = [];
  private pending: string[] = [];
  private offset = 0;
  private readonly ends = new GrowingUint32();

  push(value: string): void {
    this.pending.push(value);
    this.offset += value.length;
    this.ends.push(this.offset);
    if (this.pending.length === BLOCK_SIZE) {
      this.blocks.push(this.pending.join(""));
      this.pending = [];
      this.offset = 0;
    }
  }

  finish(): TextColumn {
    if (this.pending.length) this.blocks.push(this.pending.join(""));
    this.pending = [];
    return { blocks: this.blocks, ends: this.ends.toArray() };
  }
}
