/**
 * A zip's central directory, read the way the spreadsheet reader's unzipper (fflate) reads it, so
 * that what the guards check is what the reader will inflate: the entry count of the end record,
 * Zip64 sizes only when a Zip64 end record is present, names in UTF-8 when flagged (else Latin-1).
 */

const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const MAX_32 = 0xffffffff;
const UTF8_NAME_FLAG = 0x0800;

export interface ZipDirectoryEntry {
  name: string;
  /** 0 stored, 8 deflated; the reader fails on anything else. */
  method: number;
  compressedSize: number;
  /** What the unzipper allocates for the entry, and the most of it the reader ever sees. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The magic bytes of a zip's first local file header: `PK\x03\x04`. */
function startsLikeZip(bytes: Uint8Array): boolean {
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

function entryName(bytes: Uint8Array, flags: number): string {
  if (flags & UTF8_NAME_FLAG) return new TextDecoder().decode(bytes);
  let name = "";
  for (const byte of bytes) name += String.fromCharCode(byte);
  return name;
}

/** The directory's entries in order, or null when the bytes are not a zip whose directory can be read. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectoryEntry[] | null {
  if (!startsLikeZip(bytes) || bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end < 0) return null;

  // The unzipper counts the entries "on this disk", the format also says "in total": both are checked.
  let count = Math.max(view.getUint16(end + 8, true), view.getUint16(end + 10, true));
  let offset = view.getUint32(end + 16, true);
  let zip64 = false;
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_END_LOCATOR) {
    const zip64End = readUint64(view, end - 12);
    if (zip64End + 56 > bytes.length || view.getUint32(zip64End, true) !== ZIP64_END_OF_CENTRAL_DIRECTORY) return null;
    zip64 = true;
    count = readUint64(view, zip64End + 32);
    offset = readUint64(view, zip64End + 48);
  }

  const entries: ZipDirectoryEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    let compressedSize = view.getUint32(offset + 20, true);
    let uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    let localHeaderOffset = view.getUint32(offset + 42, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > bytes.length) return null;

    if (zip64 && (uncompressedSize === MAX_32 || compressedSize === MAX_32 || localHeaderOffset === MAX_32)) {
      // The real values follow in the Zip64 extra field, each only when its 32-bit field is full.
      const extraEnd = nameStart + nameLength + extraLength;
      for (let at = nameStart + nameLength; at + 4 <= extraEnd; at += 4 + view.getUint16(at + 2, true)) {
        if (view.getUint16(at, true) !== ZIP64_EXTRA_FIELD) continue;
        let field = at + 4;
        const next = () => {
          const value = field + 8 <= extraEnd ? readUint64(view, field) : MAX_32;
          field += 8;
          return value;
        };
        if (uncompressedSize === MAX_32) uncompressedSize = next();
        if (compressedSize === MAX_32) compressedSize = next();
        if (localHeaderOffset === MAX_32) localHeaderOffset = next();
        break;
      }
    }

    entries.push({
      name: entryName(bytes.subarray(nameStart, nameStart + nameLength), flags),
      method,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
    });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's stored bytes (still compressed), or null when they lie outside the file. */
export function zipEntryData(bytes: Uint8Array, entry: ZipDirectoryEntry): Uint8Array | null {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  return end > bytes.length ? null : bytes.subarray(start, end);
}
