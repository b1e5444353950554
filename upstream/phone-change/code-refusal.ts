import { PHONE_CHANGE_MESSAGES } from "@/lib/contract/phone-change";
import { codeRefusedAtField } from "../auth/code-failure";
import type { CodeCheck } from "../auth/otp";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";

/** A refused code of a phone change, beside the code field (`otp`). */
export const phoneChangeCodeRefusal = (check: Exclude<CodeCheck, { status: "ok" }>): ApiFailure =>
  codeRefusedAtField(check, "otp", {
    missing: PHONE_CHANGE_MESSAGES.codeNotRequested,
    wrong: PHONE_CHANGE_MESSAGES.wrongCode,
  });

/** A step asked for out of its order, or while a request waits for review. */
export const outOfOrder = (message: string) => new ApiFailure(409, message, MESSAGE_CODES.conflict);
