import { SEND_LIMITS } from "../contract/send-limits";
import { countMessage, type MessageCount } from "./message-parts";

const faNumber = (n: number) => n.toLocaleString("fa-IR");

/** Refusals of a recipient's own text in a keyword or peer-to-peer file, naming its file row. */
export const PERSONAL_TEXT_MESSAGES = {
  rowTextTooLong: (fileRow: number) => `متن پیام ردیف ${faNumber(fileRow)} فایل بیش از ${faNumber(SEND_LIMITS.maxParts)} بخش است؛ آن را کوتاه‌تر کنید`,
  rowTextEmpty: (fileRow: number) => `متن پیام برای ردیف ${faNumber(fileRow)} فایل خالی می‌شود`,
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
