import { statfs } from "node:fs/promises";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./deps";
import { ApiFailure } from "./failure";
import { MESSAGE_CODES, MESSAGES } from "./messages";

/** Free space is read at most this often: a write-heavy minute does not pay a statfs per call. */
const CHECK_EVERY_MS = 1000;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses every request that may write (any method but GET, HEAD and OPTIONS) with 507 and the
 * Persian reason while the disk under `dataDir` has less than `minFreeMb` MiB free. The embedded
 * database meeting a full disk mid-write can stop answering altogether instead of failing the
 * statement, so it is kept from getting there; reads go on, and writes work again as soon as
 * space is freed. The margin is the database's write-ahead log's room between checkpoints.
 */
export function diskGuard(dataDir: string, minFreeMb: number): MiddlewareHandler<AppEnv> {
  const minFreeBytes = minFreeMb * 1024 * 1024;
  let checkedAt = 0;
  let full = false;
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    if (Date.now() - checkedAt >= CHECK_EVERY_MS) {
      checkedAt = Date.now();
      try {
        const disk = await statfs(dataDir);
        full = disk.bavail * disk.bsize < minFreeBytes;
      } catch {
        // A directory that cannot be read is the database's own failure to report.
        full = false;
      }
    }
    if (full) throw new ApiFailure(507, MESSAGES.storageFull, MESSAGE_CODES.storageFull);
    return next();
  };
}
