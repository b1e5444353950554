/**
 * An .xlsx is a zip archive. Before anything is inflated, its central directory (which declares each
 * entry's sizes) is read here: a "zip bomb" declares far more bytes than a spreadsheet holds, or
 * squeezes them far beyond what real spreadsheets compress to. The unzipper allocates what an entry
 * declares and never writes past it, so refusing on the declared sizes bounds the memory used.
 */

/** All entries together, uncompressed, at most. A million-row sheet with a few columns is well under. */
export const MAX_UNCOMPRESSED_BYTES = 256 * 1024 * 1024;
/** Spreadsheet XML compresses 5 to 30 times; deflate's own ceiling is about 1032. */
export const MAX_COMPRESSION_RATIO = 200;
/** Entries smaller than this are too small to matter, whatever their ratio. */
const RATIO_CHECKED_FROM = 1024 * 1024;

const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const MAX_32 = 0xffffffff;

export type ZipCheck = "ok" | "not_zip" | "bomb";

/** The magic bytes of a zip's first local file header: `PK\x03\x04`. */
export function startsLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === LOCAL_FILE_HEADER;
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  return -1;
}

function readUint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
}

/** Checks a zip's declared entry sizes without inflating anything. */
export function checkZip(bytes: Uint8Array): ZipCheck {
  if (!startsLikeZip(bytes) || bytes.length < 22) return "not_zip";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end < 0) return "not_zip";

  let entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_END_LOCATOR) {
    const zip64End = readUint64(view, end - 12);
    if (zip64End + 56 > bytes.length || view.getUint32(zip64End, true) !== ZIP64_END_OF_CENTRAL_DIRECTORY) return "not_zip";
    entries = readUint64(view, zip64End + 32);
    offset = readUint64(view, zip64End + 48);
  }

  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return "not_zip";
    let compressed = view.getUint32(offset + 20, true);
    let uncompressed = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (uncompressed === MAX_32 || compressed === MAX_32) {
      // Zip64: the real sizes are in the extra field, uncompressed first, each only when its 32-bit field is full.
      let at = offset + 46 + nameLength;
      const extraEnd = at + extraLength;
      while (at + 4 <= extraEnd && extraEnd <= bytes.length) {
        const id = view.getUint16(at, true);
        const size = view.getUint16(at + 2, true);
        if (id === ZIP64_EXTRA_FIELD) {
          let field = at + 4;
          if (uncompressed === MAX_32 && field + 8 <= extraEnd) {
            uncompressed = readUint64(view, field);
            field += 8;
          }
          if (compressed === MAX_32 && field + 8 <= extraEnd) compressed = readUint64(view, field);
          break;
        }
        at += 4 + size;
      }
    }
    total += uncompressed;
    if (total > MAX_UNCOMPRESSED_BYTES) return "bomb";
    if (uncompressed >= RATIO_CHECKED_FROM && uncompressed > MAX_COMPRESSION_RATIO * Math.max(compressed, 1)) return "bomb";
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return "ok";
}
