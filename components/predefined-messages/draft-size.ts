import { countMessage } from "@/lib/sms/message-parts";
import { groupDigits } from "@/lib/format/money";

/** How a message goes out, in Persian digits: «۲ بخش، ۹۸ نویسه» (no cancel suffix: the line is chosen when sending). */
export function draftSizeText(text: string): string {
  const { parts, length } = countMessage(text);
  return `${groupDigits(parts)} بخش، ${groupDigits(length)} نویسه`;
}
