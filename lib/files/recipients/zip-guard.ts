import { readZipDirectory } from "./zip-directory";

/**
 * An .xlsx is a zip archive. Before anything is inflated, its central directory (which declares each
 * entry's sizes) is read here: a "zip bomb" declares far more bytes than a spreadsheet holds, or
 * squeezes them far beyond what real spreadsheets compress to. The unzipper allocates what an entry
 * declares and never writes past it, so refusing on the declared sizes bounds the memory used.
 */

/** All entries together, uncompressed, at most. A million-row sheet with a few columns is well under. */
export const MAX_UNCOMPRESSED_BYTES = 256 * 1024 * 1024;
/** Spreadsheet XML compresses 5 to 30 times; deflate's own ceiling is about 1032. */
const MAX_COMPRESSION_RATIO = 200;
/** Entries smaller than this are too small to matter, whatever their ratio. */
const RATIO_CHECKED_FROM = 1024 * 1024;

export type ZipCheck = "ok" | "not_zip" | "bomb";

/** Checks a zip's declared entry sizes without inflating anything. */
export function checkZip(bytes: Uint8Array): ZipCheck {
  const entries = readZipDirectory(bytes);
  if (!entries) return "not_zip";
  let total = 0;
  for (const { compressedSize, uncompressedSize } of entries) {
    total += uncompressedSize;
    if (total > MAX_UNCOMPRESSED_BYTES) return "bomb";
    if (
      uncompressedSize >= RATIO_CHECKED_FROM &&
      uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(compressedSize, 1)
    )
      return "bomb";
  }
  return "ok";
}
