/**
 * The records of a zip archive whose entries are deflated (sizes under 4 GB, so no zip64). An
 * entry written before its size is known (`streamed`) says so in its flags and is followed by a
 * data descriptor; readers take the sizes from the central directory.
 */
export interface ZipEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
  streamed: boolean;
}

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const DEFLATE = 8;

const flagsOf = (entry: Pick<ZipEntry, "streamed">) => UTF8_NAMES | (entry.streamed ? DATA_DESCRIPTOR : 0);

/** The local header; a streamed entry's crc and sizes are left zero there. */
export function localHeader(entry: Omit<ZipEntry, "offset">): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flagsOf(entry), 6);
  header.writeUInt16LE(DEFLATE, 8);
  if (!entry.streamed) {
    header.writeUInt32LE(entry.crc >>> 0, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
  }
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

/** What follows a streamed entry's data: its crc and sizes. */
export function dataDescriptor(entry: Pick<ZipEntry, "crc" | "compressedSize" | "size">): Buffer {
  const record = Buffer.alloc(16);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(entry.crc >>> 0, 4);
  record.writeUInt32LE(entry.compressedSize, 8);
  record.writeUInt32LE(entry.size, 12);
  return record;
}

/** The central directory and its end record, for entries that end at `offset`. */
export function centralDirectory(entries: readonly ZipEntry[], offset: number): Buffer {
  const headers = entries.map((entry) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(flagsOf(entry), 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  });
  const size = headers.reduce((sum, h) => sum + h.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...headers, end]);
}
