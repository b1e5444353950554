import { MESSAGE_CODES } from "../contract/envelope";
import { ApiError } from "./api-error";
import { ERROR_MESSAGES } from "./messages";

/**
 * The one function that turns any failure into the Persian sentence a user reads (spec §8):
 * 500 → "error sending information"; 403-8 → the access-restricted description; otherwise the
 * field messages de-duplicated and joined by line breaks, else meta.message, else the generic one.
 * A plain string is shown as is; no response at all → the generic message.
 */
export function toErrorMessage(error: unknown): string {
  if (typeof error === "string") return error || ERROR_MESSAGES.sendFailed;
  if (error instanceof ApiError) {
    if (error.status >= 500) return ERROR_MESSAGES.sendFailed;
    if (error.messageCode === MESSAGE_CODES.accessRestricted) return ERROR_MESSAGES.accessRestricted;
    const fieldMessages = [...new Set(Object.values(error.fieldErrors).flat())].filter(Boolean);
    if (fieldMessages.length > 0) return fieldMessages.join("\n");
    const message = error.body?.meta?.message;
    if (message) return message;
    return ERROR_MESSAGES.sendFailed;
  }
  return ERROR_MESSAGES.sendFailed;
}
