import { Inflate } from "fflate";
import { zipEntryData, type ZipDirectoryEntry } from "./zip-directory";

/**
 * Compressed bytes handed to the inflater at a time: real sheets come back in pieces of about a
 * megabyte, the most squeezed data deflate allows in pieces of about 66 MB.
 */
const INPUT_SLICE = 64 * 1024;
/** A stored (uncompressed) entry is decoded a megabyte at a time. */
const STORED_SLICE = 1024 * 1024;

/**
 * Streams one zip entry's text to `onText` piece by piece (`final` on the last one), never holding
 * the whole of it, and no more of it than the unzipper gives the reader: a deflated entry's
 * declared size, a stored entry's bytes. `onText` answers false to stop early. Answers false when
 * the entry cannot be read at all (then the reader cannot either).
 */
export function streamZipEntryText(
  bytes: Uint8Array,
  entry: ZipDirectoryEntry,
  onText: (text: string, final: boolean) => boolean,
): boolean {
  const data = zipEntryData(bytes, entry);
  if (!data || (entry.method !== 0 && entry.method !== 8)) return false;
  const decoder = new TextDecoder();
  let left = entry.method === 0 ? data.length : entry.uncompressedSize;
  let going = true;

  const take = (chunk: Uint8Array, last: boolean) => {
    if (!going) return;
    const piece = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= piece.length;
    const final = last || left === 0;
    going = onText(decoder.decode(piece, { stream: !final }), final) && !final;
  };

  if (entry.method === 0) {
    for (let at = 0; going && at < data.length; at += STORED_SLICE) take(data.subarray(at, at + STORED_SLICE), false);
  } else {
    const inflater = new Inflate((chunk) => take(chunk, false));
    try {
      for (let at = 0; going && at < data.length; at += INPUT_SLICE)
        inflater.push(data.subarray(at, at + INPUT_SLICE), at + INPUT_SLICE >= data.length);
    } catch {
      // A corrupt stream: what came out of it has been read; the reader fails on the rest.
    }
  }
  take(new Uint8Array(0), true);
  return true;
}
