import { constants, crc32, deflateRawSync } from "node:zlib";
import { centralDirectory, dataDescriptor, localHeader, type ZipEntry } from "./zip-records";
import { rowXml, SHEET_END, SHEET_PATH, SHEET_START, WORKBOOK_PARTS } from "./xlsx-parts";

type Batches = AsyncIterable<readonly (readonly string[])[]>;

/** The sheet's XML is deflated in blocks of about this many bytes. */
const DEFLATE_BLOCK = 256 * 1024;

/**
 * The workbook as zip bytes, produced while the rows are read. The sheet is deflated block by
 * block: each block is compressed on its own and ends in a sync flush, and only the last one
 * finishes the stream; raw deflate segments joined that way are one valid deflate stream, so no
 * compressor is kept between blocks and nothing waits on zlib's thread pool.
 */
async function* xlsxChunks(batches: Batches): AsyncGenerator<Buffer> {
  const entries: ZipEntry[] = [];
  let offset = 0;
  const written = (bytes: Buffer) => {
    offset += bytes.length;
    return bytes;
  };

  for (const [path, text] of WORKBOOK_PARTS) {
    const data = Buffer.from(text, "utf8");
    const compressed = deflateRawSync(data);
    const entry: ZipEntry = {
      name: Buffer.from(path),
      crc: crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset,
      streamed: false,
    };
    entries.push(entry);
    yield written(Buffer.concat([localHeader(entry), compressed]));
  }

  const sheet: ZipEntry = { name: Buffer.from(SHEET_PATH), crc: 0, compressedSize: 0, size: 0, offset, streamed: true };
  entries.push(sheet);
  yield written(localHeader(sheet));
  const deflated = (data: Buffer, last: boolean) => {
    sheet.crc = crc32(data, sheet.crc);
    sheet.size += data.length;
    const compressed = deflateRawSync(data, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
    sheet.compressedSize += compressed.length;
    return written(compressed);
  };

  let r = 0;
  const pieces: Buffer[] = [Buffer.from(SHEET_START, "utf8")];
  let pending = pieces[0]!.length;
  for await (const batch of batches) {
    // Each row becomes bytes at once: joining a batch's Persian rows into one string first costs several times more.
    for (const cells of batch) {
      const row = Buffer.from(rowXml(++r, cells), "utf8");
      pieces.push(row);
      pending += row.length;
      // Blocks of a fixed size, not batches, are deflated: the same rows read in pages of any size
      // make the same bytes (a background export is byte for byte the direct one).
      if (pending >= DEFLATE_BLOCK) {
        yield deflated(Buffer.concat(pieces), false);
        pieces.length = 0;
        pending = 0;
      }
    }
  }
  pieces.push(Buffer.from(SHEET_END, "utf8"));
  yield deflated(Buffer.concat(pieces), true);
  yield written(dataDescriptor(sheet));
  yield centralDirectory(entries, offset);
}

/** A pull stream over chunks: the next chunk is made only when the reader wants it; cancelling stops the source. */
function readableOf(chunks: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const next = await chunks.next();
        if (next.done) return controller.close();
        if (next.value.length > 0)
          return controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length));
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * A one-sheet .xlsx (inline text cells made harmless, right to left) streamed batch by batch
 * of rows, the titles being the first row: memory holds one batch, whatever the row count.
 */
export const xlsxStream = (batches: Batches): ReadableStream<Uint8Array> => readableOf(xlsxChunks(batches));
