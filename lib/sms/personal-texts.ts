import { SEND_LIMITS } from "../contract/send-limits";
import { countMessage, type MessageCount } from "./message-parts";
import { groupDigits } from "../format/money";

const localMobile = (msisdn: string) => `0${msisdn.slice(2)}`.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);

/** Refusals of a recipient's own text: a keyword or peer-to-peer file's naming its row, a keyword-phonebook send's naming the contact. */
export const PERSONAL_TEXT_MESSAGES = {
  rowTextTooLong: (fileRow: number) =>
    `متن پیام ردیف ${groupDigits(fileRow)} فایل بیش از ${groupDigits(SEND_LIMITS.maxParts)} بخش است؛ آن را کوتاه‌تر کنید`,
  rowTextEmpty: (fileRow: number) => `متن پیام برای ردیف ${groupDigits(fileRow)} فایل خالی می‌شود`,
  /** A keyword-phonebook text, naming the contact by its number (98…). */
  contactTextTooLong: (msisdn: string) =>
    `متن پیام برای مخاطب ${localMobile(msisdn)} بیش از ${groupDigits(SEND_LIMITS.maxParts)} بخش است؛ آن را کوتاه‌تر کنید`,
  contactTextEmpty: (msisdn: string) => `متن پیام برای مخاطب ${localMobile(msisdn)} خالی می‌شود`,
} as const;

export type PersonalTextCheck = { ok: true; count: MessageCount } | { ok: false; message: string };

/**
 * One recipient's own text as it goes out: non-blank and at most 10 parts with the line's cancel
 * suffix. The panel checks it before pricing and the upstream again before accepting the send.
 */
export function checkPersonalText(text: string, cancelSuffix: boolean, fileRow: number): PersonalTextCheck {
  if (text.trim() === "") return { ok: false, message: PERSONAL_TEXT_MESSAGES.rowTextEmpty(fileRow) };
  const count = countMessage(text, { cancelSuffix });
  if (count.parts > SEND_LIMITS.maxParts) return { ok: false, message: PERSONAL_TEXT_MESSAGES.rowTextTooLong(fileRow) };
  return { ok: true, count };
}
