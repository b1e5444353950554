import * as z from "zod/mini";
import { toFieldErrors } from "@/lib/contract/field-errors";
import { fillPattern, patternParamsSchemaFor } from "@/lib/contract/patterns";
import { SEND_LIMITS, SEND_MESSAGES } from "@/lib/contract/send";
import type { PatternSendRequest } from "@/lib/contract/send-request";
import { countMessage } from "@/lib/sms/message-parts";
import { toMsisdn } from "@/lib/validation/mobile";
import { validationFailed } from "../../http/failure";
import { findSendablePattern, type SendablePattern } from "../../patterns/sendable";
import type { RecipientsResolver, SendBatch } from "./types";

/**
 * What a pattern send sends: the pattern's text with its variables filled from `params`, to the
 * one recipient. Each value is checked against its variable's type and length (422 at
 * `params.<name>`); a filled text over 10 parts is refused on `params` (on `code` when the
 * pattern's own text is that long).
 */
export function patternSendBatch(
  found: SendablePattern,
  request: PatternSendRequest,
  cancelSuffix: boolean,
): SendBatch {
  const checked = z.safeParse(patternParamsSchemaFor(found.variables), request.params);
  if (!checked.success) {
    const errors = Object.entries(toFieldErrors(checked.error)).map(([name, list]) => [`params.${name}`, list]);
    throw validationFailed(Object.fromEntries(errors));
  }
  const message = fillPattern(found.message, checked.data);
  if (countMessage(message, { cancelSuffix }).parts > SEND_LIMITS.maxParts) {
    const patternAlone = countMessage(fillPattern(found.message, {}), { cancelSuffix }).parts;
    throw validationFailed({
      [patternAlone > SEND_LIMITS.maxParts ? "code" : "params"]: [SEND_MESSAGES.messageTooLong],
    });
  }
  return { message, recipients: [{ msisdn: toMsisdn(request.recipients[0]!)! }] };
}

/**
 * `pattern`: an approved pattern (the account's own or a systemic one) by its code, filled and sent
 * to one recipient. The send route takes pattern sends through the pattern intake
 * (sending/pattern-intake.ts), which does the same in batches.
 */
export const pattern: RecipientsResolver<"pattern"> = {
  lineUse: "general",
  async resolve(request, { db, userId, cancelSuffix }) {
    return [patternSendBatch(await findSendablePattern(db, userId, request.code), request, cancelSuffix)];
  },
};
