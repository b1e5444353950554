import { harmlessCell } from "./harmless-cell";

const NEEDS_QUOTES = /[",\r\n]/;
/** UTF-8's byte-order mark, so Excel reads Persian. */
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

function csvField(text: string): string {
  const safe = harmlessCell(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text: RFC 4180 quoting, every cell made harmless, each line ending in CRLF. */
function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => `${cells.map(csvField).join(",")}\r\n`).join("");
}

/**
 * Rows as a CSV stream (UTF-8, CRLF lines, RFC 4180 quoting): the byte-order mark, then each batch
 * of rows as it is read, so a large export is never held whole in memory. A failed read errors the
 * stream.
 */
export function csvStream(batches: AsyncIterable<readonly (readonly string[])[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(BOM);
        return;
      }
      // Each pull must enqueue or close, or the reader waiting on it is never woken.
      for (;;) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        if (next.value.length > 0) return controller.enqueue(encoder.encode(csvLines(next.value)));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
