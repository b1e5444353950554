import type { Db } from "../db/client";
import { ApiFailure } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { acceptSend } from "../sending/accept";

/** How an automatic answer went: queued as a send, not sent for want of credit, or refused otherwise. */
export type SentAnswer = { state: "sent"; sendId: number | null } | { state: "no_credit" | "refused"; sendId: null };

/**
 * An answer of a secretary or a code reader: a real send (`sending_type: secretary`) of `answer`
 * to `msisdn` from the owner's `replyNumber`, priced and debited like any; a refusal (credit
 * short, the line or the account blocked) is answered, not thrown.
 */
export async function sendAnswer(
  db: Db,
  answer: { userId: number; replyNumber: string; text: string; msisdn: string },
): Promise<SentAnswer> {
  try {
    const sent = await acceptSend(db, {
      userId: answer.userId,
      request: {
        sending_type: "secretary",
        from_number: answer.replyNumber,
        message: answer.text,
        msisdn: answer.msisdn,
      },
      idempotencyKey: null,
      senderIp: null,
    });
    return { state: "sent", sendId: sent.ids[0] ?? null };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { state: error.message === MESSAGES.sendInsufficientCredit ? "no_credit" : "refused", sendId: null };
  }
}
