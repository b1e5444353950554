import { unauthorized, type ApiFailure } from "../http/failure";
import { MESSAGES } from "../http/messages";
import type { CodeCheck } from "./otp";

/** How a refused code is answered: Edge's 401 for a wrong one, with words that say what to do next. */
export function codeFailure(check: Exclude<CodeCheck, "ok">): ApiFailure {
  switch (check) {
    case "expired":
      return unauthorized(MESSAGES.otpExpired);
    case "dead":
      return unauthorized(MESSAGES.otpDead);
    default:
      return unauthorized();
  }
}
