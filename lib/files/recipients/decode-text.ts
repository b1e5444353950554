import type { TextEncodingName } from "./types";

/** The bytes a program never writes in text: an executable or an archive renamed to .csv or .txt. */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8192);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}

/**
 * The text of a txt or csv file. A byte order mark names UTF-8 or UTF-16 (LE or BE); without one the
 * bytes are read as strict UTF-8, and when that fails as Windows-1256, which Persian Windows (and its
 * Excel's "CSV") writes. Null when the bytes are not text at all.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } | null {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xff && b1 === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  if (b0 === 0xfe && b1 === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
    return { text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8" };
  if (looksBinary(bytes)) return null;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1256").decode(bytes), encoding: "windows-1256" };
  }
}
