/** The kinds of file a document may be, told by their first bytes, never by name or declared type. */
const SIGNATURES = [
  { contentType: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { contentType: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
] as const;

export type DocumentContentType = (typeof SIGNATURES)[number]["contentType"];

/** The file's type by its content: JPEG, PNG or PDF, or null for anything else. */
export function documentContentType(body: Uint8Array): DocumentContentType | null {
  const found = SIGNATURES.find(({ bytes }) => body.length > bytes.length && bytes.every((b, i) => body[i] === b));
  return found?.contentType ?? null;
}
