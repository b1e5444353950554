/** The kinds of file a support attachment may be (spec §5: zip, jpg, png, pdf or rar). */
export type AttachmentType = "application/zip" | "image/jpeg" | "image/png" | "application/pdf" | "application/vnd.rar";

/** Bytes enough to tell the kinds apart. */
export const ATTACHMENT_SIGNATURE_BYTES = 16;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const SIGNATURES: { type: AttachmentType; prefixes: number[][] }[] = [
  // A zip's local file header, or the end record alone of an empty archive.
  {
    type: "application/zip",
    prefixes: [
      [0x50, 0x4b, 0x03, 0x04],
      [0x50, 0x4b, 0x05, 0x06],
    ],
  },
  { type: "image/jpeg", prefixes: [[0xff, 0xd8, 0xff]] },
  { type: "image/png", prefixes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { type: "application/pdf", prefixes: [ascii("%PDF-")] },
  // RAR 4 (`Rar!\x1a\x07\x00`) and RAR 5 (`Rar!\x1a\x07\x01\x00`) share this start.
  { type: "application/vnd.rar", prefixes: [[...ascii("Rar!"), 0x1a, 0x07]] },
];

/**
 * What an attachment's first bytes say it is, whatever its name or declared type; null for
 * anything else (a program renamed .pdf, a Word file). The browser and the upstream both ask it.
 */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentType | null {
  return SIGNATURES.find(({ prefixes }) => prefixes.some((prefix) => startsWith(bytes, prefix)))?.type ?? null;
}
