import type { FieldErrors } from "@/lib/contract/envelope";
import { MESSAGE_CODES, MESSAGES } from "./messages";

/**
 * A refusal the client is meant to read: thrown anywhere in a route, answered by the app's
 * error handler as an envelope with this status, message and code.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly messageCode: string,
    readonly errors: FieldErrors = {},
    /** Edge's login failure repeats the field messages at the top level. */
    readonly topLevelErrors = false,
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

/** 401: missing, unknown, expired or revoked token, or a wrong code (Edge's answer). */
export const unauthorized = (message: string = MESSAGES.invalidCredentials) =>
  new ApiFailure(401, message, MESSAGE_CODES.invalidCredentials);

/** 422 with field messages; the meta message is the first one, as Edge writes it. */
export function validationFailed(errors: FieldErrors): ApiFailure {
  const all = Object.values(errors).flat();
  const first = all[0] ?? MESSAGES.invalidRequest;
  const message = all.length > 1 ? `${first} (و ${all.length - 1} خطای دیگر)` : first;
  return new ApiFailure(422, message, MESSAGE_CODES.validation, errors);
}

export const invalidJson = () => new ApiFailure(422, MESSAGES.invalidJson, MESSAGE_CODES.validation);

/** Edge's failed login: 422-1, the same words whichever part was wrong. */
export const wrongCredentials = () =>
  new ApiFailure(
    422,
    MESSAGES.invalidRequest,
    MESSAGE_CODES.unprocessable,
    { username: [MESSAGES.wrongUsernameOrPassword] },
    true,
  );

export const tooManyRequests = (message: string) => new ApiFailure(429, message, MESSAGE_CODES.tooManyRequests);

export const notFound = (message: string = MESSAGES.notFound) => new ApiFailure(404, message, MESSAGE_CODES.notFound);

export const forbidden = (message: string) => new ApiFailure(403, message, MESSAGE_CODES.forbidden);
