import { recipientAt } from "../files/recipients/recipient-values";
import { noRecipients, operatorOf, type MobileOperator, type PerOperator } from "../sms/operators";

/**
 * The operator of a parsed file's number (the nine digits after `+989`). The operator only depends
 * on the first two of those digits, so each prefix is looked up once.
 */
export function compactOperatorLookup(): (compact: number) => MobileOperator {
  const byPrefix = new Map<number, MobileOperator>();
  return (compact) => {
    const prefix = Math.floor(compact / 10_000_000);
    let operator = byPrefix.get(prefix);
    if (!operator) {
      operator = operatorOf(recipientAt({ numbers: Uint32Array.of(compact) }, 0)) ?? "other";
      byPrefix.set(prefix, operator);
    }
    return operator;
  };
}

/** Recipients of a parsed file per operator. */
export function fileRecipientsByOperator(numbers: Uint32Array): PerOperator {
  const counts = noRecipients();
  const operatorOfCompact = compactOperatorLookup();
  for (let i = 0; i < numbers.length; i += 1) counts[operatorOfCompact(numbers[i]!)] += 1;
  return counts;
}
