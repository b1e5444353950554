import { SEND_LIMITS, SEND_MESSAGES } from "@/lib/contract/send";
import { countMessage, type SmsEncoding } from "@/lib/sms/message-parts";
import { noRecipients, operatorOf, type MobileOperator } from "@/lib/sms/operators";
import { priceSend, recipientCostTenths, toTenths } from "@/lib/sms/price";
import { validationFailed } from "../http/failure";
import { bannedWordIn, rejectionReason } from "./content-control";
import { partTariff, type LineRow, type TariffRow } from "./lines";
import type { SendBatch } from "./recipients/types";

export interface PreparedRecipient {
  msisdn: string;
  operator: MobileOperator;
  /** Own text when personalised, else null (the send's text). */
  text: string | null;
  parts: number;
  costTenths: number;
}

/** One send ready to be stored: its recipients priced, its text checked. */
export interface PreparedSend {
  message: string | null;
  parts: number;
  recipients: PreparedRecipient[];
  /** What the wallet is charged, in tenths of a rial; 0 when content control rejected it. */
  costTenths: number;
  rejectionReason: string | null;
}

interface Counted {
  parts: number;
  encoding: SmsEncoding;
}

function counted(text: string, cancelSuffix: boolean): Counted {
  const { parts, encoding } = countMessage(text, { cancelSuffix });
  if (parts > SEND_LIMITS.maxParts) throw validationFailed({ message: [SEND_MESSAGES.messageTooLong] });
  return { parts, encoding };
}

/**
 * Prices and checks what a resolver produced: parts with the line's cancel suffix (at most 10),
 * each recipient's cost (parts × its operator's tariff for the text's language, and the
 * surcharge), the total from lib/sms/price.ts, and content control per send.
 */
export function prepareSends(batches: SendBatch[], line: LineRow, tariff: TariffRow): PreparedSend[] {
  return batches.map((batch) => {
    if (batch.recipients.length === 0) throw validationFailed({ recipients: [SEND_MESSAGES.recipientsRequired] });
    const shared = batch.message === null ? null : counted(batch.message, line.needsCancelSuffix);
    // Recipients grouped by what one of them costs, to price each group with priceSend.
    const groups = new Map<string, { parts: number; encoding: SmsEncoding; counts: Record<MobileOperator, number> }>();
    let banned: string | null = batch.message === null ? null : bannedWordIn(batch.message);
    let maxParts = shared?.parts ?? 0;

    const recipients = batch.recipients.map((recipient): PreparedRecipient => {
      const operator = operatorOf(recipient.msisdn);
      if (!operator) throw validationFailed({ recipients: ["شماره موبایل معتبر نیست"] });
      const own = recipient.text ?? null;
      const count = own === null ? shared : counted(own, line.needsCancelSuffix);
      if (!count) throw new Error("a recipient without a text in a send without one");
      if (own !== null) banned ??= bannedWordIn(own);
      maxParts = Math.max(maxParts, count.parts);
      const key = `${count.parts}:${count.encoding}`;
      const group = groups.get(key) ?? { ...count, counts: noRecipients() };
      group.counts[operator] += 1;
      groups.set(key, group);
      const perPart = partTariff(tariff, count.encoding);
      const costTenths = recipientCostTenths(count.parts, operator === "mci" ? perPart.mci : perPart.other);
      return { msisdn: recipient.msisdn, operator, text: own, parts: count.parts, costTenths };
    });

    let costTenths = 0;
    for (const group of groups.values()) {
      costTenths += toTenths(
        priceSend({ parts: group.parts, recipients: group.counts, tariff: partTariff(tariff, group.encoding) }).total,
      );
    }
    if (banned) {
      // Rejected by content control: stored for the report, nothing charged.
      return {
        message: batch.message,
        parts: maxParts,
        recipients: recipients.map((r) => ({ ...r, costTenths: 0 })),
        costTenths: 0,
        rejectionReason: rejectionReason(banned),
      };
    }
    return { message: batch.message, parts: maxParts, recipients, costTenths, rejectionReason: null };
  });
}
