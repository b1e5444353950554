import { PHONE_CHANGE_MESSAGES } from "@/lib/contract/phone-change";
import { flowLocked } from "../auth/code-failure";
import type { CodeCheck } from "../auth/otp";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";

/**
 * A refused code of a phone change, beside the code field. Not Edge's 401 of the sign-in codes:
 * the user is signed in, and a 401 would end their session (spec §7) for a typing mistake. A try
 * while the flow is locked is 429 with the wait; the try that locks it says so beside the field.
 */
export function phoneChangeCodeRefusal(check: Exclude<CodeCheck, { status: "ok" }>): ApiFailure {
  switch (check.status) {
    case "locked":
      return check.now ? validationFailed({ otp: [flowLocked(check.until).message] }) : flowLocked(check.until);
    case "expired":
      return validationFailed({ otp: [MESSAGES.otpExpired] });
    case "missing":
      return validationFailed({ otp: [PHONE_CHANGE_MESSAGES.codeNotRequested] });
    default:
      return validationFailed({ otp: [PHONE_CHANGE_MESSAGES.wrongCode] });
  }
}

/** A step asked for out of its order, or while a request waits for review. */
export const outOfOrder = (message: string) => new ApiFailure(409, message, MESSAGE_CODES.conflict);
