import { ApiFailure } from "./failure";
import { MESSAGE_CODES, MESSAGES } from "./messages";

/** The SQLSTATE of a database error, or the Node error code of a lost connection, looking through `cause`. */
function codeOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Connection errors (class 08), the server shutting down or starting (57P01–57P03), or no connection at all. */
const UNREACHABLE = /^(08...|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;

/**
 * What a request that failed in the database tells its caller when the cause is the database's
 * state, not the request: its disk full (class 53, insufficient resources: 507) or the database
 * out of reach for a moment (503). The transaction rolled back, so nothing of it was stored and
 * trying again later is safe. Null for any other error.
 */
export function databaseFailure(error: unknown): ApiFailure | null {
  const code = codeOf(error);
  if (code === null) return null;
  if (code.startsWith("53")) return new ApiFailure(507, MESSAGES.storageFull, MESSAGE_CODES.storageFull);
  if (UNREACHABLE.test(code))
    return new ApiFailure(503, MESSAGES.databaseUnavailable, MESSAGE_CODES.databaseUnavailable);
  return null;
}
