import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Reads a refused body to its end, so that a client still sending it hears the refusal rather than a reset connection. */
async function discardBody(c: Context): Promise<void> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) return;
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // the client went away: nobody to answer
  }
}

/**
 * Refuses a body over `maxSize` bytes with `onTooLarge`. A body whose Content-Length says so is
 * refused before anything is parsed, but read to its end first (up to twice the limit; past that
 * the connection is left to close), so that the client gets the answer; a chunked body is counted
 * while it is read.
 */
export function refusingBodyLimit(
  maxSize: number,
  onTooLarge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: onTooLarge });
  return async (c, next) => {
    const declared = Number(c.req.header("content-length"));
    if (declared > maxSize) {
      if (declared <= 2 * maxSize) await discardBody(c);
      return onTooLarge(c);
    }
    return counted(c, next);
  };
}
