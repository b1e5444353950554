import type { CalculatePrice } from "../contract/send";
import type { PerOperator } from "../sms/operators";
import { priceSend, type PriceBreakdown } from "../sms/price";

/**
 * The breakdown shown before confirming, from `calculate-price` (what one recipient costs on
 * MCI and on the others, all parts) and the recipients per operator.
 */
export function quoteSend(price: CalculatePrice, recipients: PerOperator): PriceBreakdown {
  const parts = Math.max(price.parts, 1);
  // Per part, to the tenth of a rial the tariff is written in (3990.3 / 3 is 1330.1000000000001).
  const perPart = (perRecipient: number) => (Math.round((perRecipient * 10) / parts) / 10).toFixed(1);
  return priceSend({
    parts: price.parts,
    recipients,
    tariff: { mci: perPart(price.mci_price), other: perPart(price.other_price) },
  });
}
