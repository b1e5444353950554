/** Text as Windows-1256 bytes (what Persian Windows Excel saves as "CSV"), from the decoder's own table. */
export function windows1256(text: string): Uint8Array {
  const decoder = new TextDecoder("windows-1256");
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(new Uint8Array([byte])), byte);
  return Uint8Array.from(
    Array.from(text, (ch) => {
      const byte = table.get(ch);
      if (byte === undefined) throw new Error(`not in Windows-1256: ${ch}`);
      return byte;
    }),
  );
}

/** UTF-16 with its byte order mark. */
export function utf16(text: string, order: "le" | "be"): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, order === "le");
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), order === "le");
  return out;
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
export const utf8WithBom = (text: string) => Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]);
