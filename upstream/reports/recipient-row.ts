import type { RecipientReportRow } from "@/lib/contract/report";
import { outgoingText } from "@/lib/sms/message-parts";

export interface RecipientSource {
  msisdn: string;
  text: string | null;
  parts: number;
  status: number | null;
}

/** The text a recipient got: their own or the send's, with the line's cancel suffix. */
export function recipientText(
  recipient: Pick<RecipientSource, "text">,
  send: { message: string | null; cancelSuffix: boolean },
): string | null {
  const text = recipient.text ?? send.message;
  return text === null ? null : outgoingText(text, send.cancelSuffix);
}

/** A recipient as `report/recipients` lists it (Edge's shape). */
export function recipientReportRow(
  recipient: RecipientSource,
  send: { message: string | null; cancelSuffix: boolean },
): RecipientReportRow {
  return {
    recipient: `+${recipient.msisdn}`,
    message: recipientText(recipient, send),
    is_readable: true,
    msg_parts: recipient.parts,
    message_status: recipient.status,
  };
}
