import type { Context } from "hono";
import type { ExportFormat } from "@/lib/contract/common";
import { csvStream } from "./csv-stream";
import { xlsxStream } from "./xlsx-stream";

export const SHEET_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Rows (titles first) streamed as a CSV (UTF-8 with a byte-order mark) or an XLSX. */
export function sheetStream(
  format: ExportFormat,
  batches: AsyncIterable<readonly (readonly string[])[]>,
): ReadableStream<Uint8Array> {
  return format === "csv" ? csvStream(batches) : xlsxStream(batches);
}

/** The streamed file as an attachment named `<baseName>.<format>` (ASCII, as RFC 6266 wants it). */
export function sheetResponse(
  c: Context,
  body: ReadableStream<Uint8Array>,
  format: ExportFormat,
  baseName: string,
): Response {
  return c.body(body, 200, {
    "Content-Type": SHEET_CONTENT_TYPES[format],
    "Content-Disposition": `attachment; filename="${baseName}.${format}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  });
}
