import "server-only";

/** A body past the limit a route set for itself. */
export class BodyTooLarge extends Error {
  constructor() {
    super("body too large");
  }
}

/**
 * A request's body as text, refused (BodyTooLarge) as soon as it is known to pass `limit` bytes:
 * by its Content-Length before anything is read, or while it is read when it comes chunked.
 */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get("content-length")) > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
