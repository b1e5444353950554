import type { CalculatePrice } from "../contract/send";
import type { SmsEncoding } from "../sms/message-parts";
import { MOBILE_OPERATORS, type PerOperator } from "../sms/operators";
import { fromTenths, priceSend, toTenths, type PriceBreakdown } from "../sms/price";
import type { PriceGroup } from "./personal-price-groups";

/** What the confirmation shows; a send of personal texts also says how many parts its messages take. */
export interface SendQuote extends PriceBreakdown {
  /** Personal texts only: the fewest and the most parts of one recipient's message. */
  partsRange?: { min: number; max: number };
  /** Priced from the first `sample` of `total` recipients' texts: the upstream charges the exact cost when it accepts the send. */
  estimate?: { sample: number; total: number };
}

/** Rials per part, to the tenth of a rial the tariff is written in (3990.3 / 3 is 1330.1000000000001). */
function tariffOf(price: CalculatePrice) {
  const parts = Math.max(price.parts, 1);
  const perPart = (perRecipient: number) => (Math.round((perRecipient * 10) / parts) / 10).toFixed(1);
  return { mci: perPart(price.mci_price), other: perPart(price.other_price) };
}

/**
 * The breakdown shown before confirming, from `calculate-price` (what one recipient costs on
 * MCI and on the others, all parts) and the recipients per operator.
 */
export function quoteSend(price: CalculatePrice, recipients: PerOperator): SendQuote {
  return priceSend({ parts: price.parts, recipients, tariff: tariffOf(price) });
}

/**
 * A send where each recipient has a text of their own: every group priced as the upstream charges
 * it (its parts at its language's tariff), then added up. `perRecipient` becomes the average.
 */
export function quotePersonalised(
  prices: Record<SmsEncoding, CalculatePrice>,
  groups: readonly PriceGroup[],
): SendQuote {
  const priced = groups.map((group) =>
    priceSend({ parts: group.parts, recipients: group.recipients, tariff: tariffOf(prices[group.encoding]) }),
  );
  const sum = (pick: (breakdown: PriceBreakdown) => number) =>
    fromTenths(priced.reduce((total, breakdown) => total + toTenths(pick(breakdown).toFixed(1)), 0));
  const rows = MOBILE_OPERATORS.map((operator, index) => {
    const recipients = priced.reduce((total, breakdown) => total + breakdown.rows[index]!.recipients, 0);
    const amount = sum((breakdown) => breakdown.rows[index]!.amount);
    return {
      operator,
      recipients,
      amount,
      perRecipient: recipients === 0 ? 0 : Math.round((amount * 10) / recipients) / 10,
    };
  });
  const parts = groups.map((group) => group.parts);
  return {
    parts: Math.max(0, ...parts),
    partsRange: { min: parts.length ? Math.min(...parts) : 0, max: Math.max(0, ...parts) },
    rows,
    recipients: rows.reduce((total, row) => total + row.recipients, 0),
    base: sum((breakdown) => breakdown.base),
    surcharge: sum((breakdown) => breakdown.surcharge),
    charity: sum((breakdown) => breakdown.charity),
    tax: 0,
    total: sum((breakdown) => breakdown.total),
  };
}
