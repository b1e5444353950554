import { checkPersonalText } from "@/lib/sms/personal-texts";
import { validationFailed } from "../../http/failure";
import { bannedWordIn } from "../content-control";
import type { OutgoingRecipient, SendBatch } from "./types";

export interface PersonalTexts {
  /** The send's own text (a keyword send's template), or null when there is none. */
  message: string | null;
  msisdns: readonly string[];
  /** Each recipient's text, same order. */
  texts: readonly string[];
  /** Each recipient's file row, to name it in a refusal. */
  rows: Uint32Array;
  cancelSuffix: boolean;
  /** The field a text's refusal is answered on. */
  field: "message" | "files";
}

/**
 * Recipients with texts of their own, from a file. Each text must be non-blank and at most 10
 * parts with the line's suffix (a refusal names its file row). Content control judges each text:
 * the recipients whose text carries a banned word become a send of their own, which is rejected,
 * so they do not stop the others. A text equal to the send's own is not stored twice.
 */
export function personalisedBatches(input: PersonalTexts): SendBatch[] {
  const { message, msisdns, texts, rows, cancelSuffix, field } = input;
  // A banned template rejects the whole send anyway: nothing to set apart.
  const judgeEach = message === null || bannedWordIn(message) === null;
  const clean: OutgoingRecipient[] = [];
  const banned: OutgoingRecipient[] = [];
  for (let i = 0; i < msisdns.length; i++) {
    const text = texts[i]!;
    const check = checkPersonalText(text, cancelSuffix, rows[i]!);
    if (!check.ok) throw validationFailed({ [field]: [check.message] });
    const recipient: OutgoingRecipient = text === message ? { msisdn: msisdns[i]! } : { msisdn: msisdns[i]!, text };
    (judgeEach && text !== message && bannedWordIn(text) !== null ? banned : clean).push(recipient);
  }
  return [clean, banned].filter((recipients) => recipients.length > 0).map((recipients) => ({ message, recipients }));
}
