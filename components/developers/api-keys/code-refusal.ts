import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";

/**
 * A code the upstream refused: Edge answers a wrong or expired code with 401 and words about it
 * (the BFF lets these two calls' 401 through without ending the session). Null for other failures.
 */
export function codeRefusal(failure: unknown): string | null {
  return failure instanceof ApiError && failure.status === 401 ? toErrorMessage(failure) : null;
}
