/** The image kinds a logo may be (spec §5: JPG, PNG or GIF), by the content type they are served with. */
export type LogoImageType = "image/jpeg" | "image/png" | "image/gif";

/** Bytes enough to tell the kinds apart: PNG's signature and its first chunk's type. */
export const IMAGE_SIGNATURE_BYTES = 16;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_HEADER_CHUNK = ascii("IHDR");
const JPEG_START = [0xff, 0xd8, 0xff];
const GIF_87 = ascii("GIF87a");
const GIF_89 = ascii("GIF89a");

/**
 * What an image's first bytes say it is, whatever its name or declared type: a JPEG's start of
 * image, a PNG's signature followed by its IHDR chunk, a GIF's 87a or 89a header. Null for
 * anything else (a program renamed .png, HTML named .gif).
 */
export function imageTypeOf(bytes: Uint8Array): LogoImageType | null {
  if (startsWith(bytes, JPEG_START)) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_HEADER_CHUNK, 12)) return "image/png";
  if (startsWith(bytes, GIF_87) || startsWith(bytes, GIF_89)) return "image/gif";
  return null;
}
