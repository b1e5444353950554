import type { CalculatePrice } from "../contract/send";
import type { PerOperator } from "../sms/operators";
import { priceSend, type PriceBreakdown } from "../sms/price";

/**
 * The breakdown shown before confirming, from `calculate-price` (what one recipient costs on
 * MCI and on the others, all parts) and the recipients per operator.
 */
export function quoteSend(price: CalculatePrice, recipients: PerOperator): PriceBreakdown {
  const parts = Math.max(price.parts, 1);
  return priceSend({
    parts: price.parts,
    recipients,
    tariff: { mci: String(price.mci_price / parts), other: String(price.other_price / parts) },
  });
}
