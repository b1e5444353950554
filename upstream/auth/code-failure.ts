import { toPersianDigits } from "@/lib/validation/digits";
import { tooManyRequests, unauthorized, validationFailed, type ApiFailure } from "../http/failure";
import { MESSAGES } from "../http/messages";
import type { CodeCheck, OfferOutcome } from "./otp";

/** Whole minutes (at least one) from now until `until`, in Persian digits. */
function minutesUntil(until: Date, now = Date.now()): string {
  return toPersianDigits(Math.max(1, Math.ceil((until.getTime() - now) / 60_000)));
}

function secondsUntil(until: Date, now = Date.now()): string {
  return toPersianDigits(Math.max(1, Math.ceil((until.getTime() - now) / 1000)));
}

/** The lock's words, with the wait in minutes: «… تا ۱۵ دقیقه دیگر دوباره تلاش کنید.» */
const lockedMessage = (until: Date) => MESSAGES.otpLocked.replace("{minutes}", minutesUntil(until));

/** 429 for a flow locked after too many wrong codes. */
export const flowLocked = (until: Date): ApiFailure => tooManyRequests(lockedMessage(until));

/**
 * How a refused code is answered: Edge's 401 for a wrong one, with words that say what to do next;
 * a try that finds the flow locked is a 429 with the wait; the try that locks it is still a wrong
 * code (401), in the lock's words.
 */
export function codeFailure(check: Exclude<CodeCheck, { status: "ok" }>): ApiFailure {
  switch (check.status) {
    case "locked":
      return check.now ? unauthorized(lockedMessage(check.until)) : flowLocked(check.until);
    case "expired":
      return unauthorized(MESSAGES.otpExpired);
    default:
      return unauthorized();
  }
}

/**
 * A refused code of a signed-in member's flow (a phone change, two-step, an API key), beside its
 * field: not Edge's 401 of the sign-in codes, which would end the session (spec §7) for a typing
 * mistake. A try while the flow is locked is 429 with the wait; the try that locks it says so
 * beside the field.
 */
export function codeRefusedAtField(
  check: Exclude<CodeCheck, { status: "ok" }>,
  field: string,
  words: { missing: string; wrong: string },
): ApiFailure {
  switch (check.status) {
    case "locked":
      return check.now ? validationFailed({ [field]: [lockedMessage(check.until)] }) : flowLocked(check.until);
    case "expired":
      return validationFailed({ [field]: [MESSAGES.otpExpired] });
    case "missing":
      return validationFailed({ [field]: [words.missing] });
    default:
      return validationFailed({ [field]: [words.wrong] });
  }
}

/** 429 for a code asked for again when none may be sent now, with the wait. */
export function offerRefused(outcome: Extract<OfferOutcome, { sent: false }>): ApiFailure {
  switch (outcome.reason) {
    case "locked":
      return flowLocked(outcome.retryAt);
    case "hourly_cap":
      return tooManyRequests(MESSAGES.otpHourlyCap.replace("{minutes}", minutesUntil(outcome.retryAt)));
    default:
      return tooManyRequests(MESSAGES.resendWait.replace("{seconds}", secondsUntil(outcome.retryAt)));
  }
}
