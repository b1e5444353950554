import { MESSAGE_CODES } from "@/lib/contract/envelope";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";

/**
 * What a section's form says when its save failed and no field took the message: the upstream's
 * own words when it named what was wrong (field messages not on this form, or access restricted),
 * otherwise the section's message of spec §8 ("error updating profile", "error updating address").
 */
export function sectionSaveError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const named = Object.values(error.fieldErrors).some((messages) => messages.length > 0);
    if (named || error.messageCode === MESSAGE_CODES.accessRestricted) return toErrorMessage(error);
  }
  return fallback;
}
