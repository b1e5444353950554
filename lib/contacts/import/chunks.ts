import { IMPORT_LIMITS, type ImportRow } from "@/lib/contract/phonebook-import";
import type { ImportRowMapper, MappedImport } from "./map-rows";

/** The upstream takes a chunk's body up to 4 MB; a chunk stays under 3 MB, whatever its rows hold. */
export const CHUNK_MAX_BYTES = 3 * 1024 * 1024;
/** `{"contacts":[` and `]}`. */
const BODY_OVERHEAD = 32;

export interface ChunkLimits {
  maxRows?: number;
  maxBytes?: number;
}

/**
 * Where each chunk starts among the sent rows, and where the last one ends: at most 10,000 rows a
 * chunk, fewer when long values would make its body too large. Ten rows give `[0, 10]`.
 */
export function planChunks(
  bytes: Uint32Array,
  { maxRows = IMPORT_LIMITS.chunkContacts, maxBytes = CHUNK_MAX_BYTES }: ChunkLimits = {},
): number[] {
  const bounds = [0];
  let rows = 0;
  let size = BODY_OVERHEAD;
  for (let k = 0; k < bytes.length; k++) {
    const row = bytes[k]! + 1;
    if (rows > 0 && (rows === maxRows || size + row > maxBytes)) {
      bounds.push(k);
      rows = 0;
      size = BODY_OVERHEAD;
    }
    rows++;
    size += row;
  }
  if (bytes.length > 0) bounds.push(bytes.length);
  return bounds;
}

/** The rows of one chunk, built when it is sent. */
export function chunkRows(
  mapper: ImportRowMapper,
  mapped: Pick<MappedImport, "sent">,
  bounds: readonly number[],
  index: number,
): ImportRow[] {
  const out: ImportRow[] = [];
  for (let k = bounds[index]!; k < bounds[index + 1]!; k++) out.push(mapper.rowAt(mapped.sent[k]!));
  return out;
}
