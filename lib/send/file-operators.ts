import { recipientAt } from "../files/recipients/recipient-values";
import { noRecipients, operatorOf, type PerOperator } from "../sms/operators";

/**
 * Recipients of a parsed file per operator. Numbers are kept as the nine digits after `+989`;
 * the operator only depends on the first two of them, so each prefix is looked up once.
 */
export function fileRecipientsByOperator(numbers: Uint32Array): PerOperator {
  const counts = noRecipients();
  const byPrefix = new Map<number, keyof PerOperator>();
  for (let i = 0; i < numbers.length; i += 1) {
    const prefix = Math.floor(numbers[i]! / 10_000_000);
    let operator = byPrefix.get(prefix);
    if (!operator) {
      operator = operatorOf(recipientAt({ numbers }, i)) ?? "other";
      byPrefix.set(prefix, operator);
    }
    counts[operator] += 1;
  }
  return counts;
}
