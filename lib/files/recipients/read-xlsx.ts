import { readSheet } from "read-excel-file/universal";
import type { Cell } from "./mobile-cell";

/**
 * The first sheet's rows (row i is the sheet's row i + 1). Numbers stay the digits Excel stored
 * ("9123456789", "9.12345E+11") so no precision is lost and scientific notation can be told; dates
 * come as dates; a formula cell gives the value Excel saved with it and is never calculated here.
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<Cell[][]> {
  // The reader wants an ArrayBuffer of this realm holding exactly the file.
  let buffer: ArrayBuffer;
  if (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    buffer = bytes.buffer;
  } else {
    buffer = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
  }
  const rows = await readSheet<string>(buffer, 1, { parseNumber: (digits: string) => digits });
  return rows as unknown as Cell[][];
}
