import type * as z from "zod/mini";
import { SEND_LIMITS, SEND_MESSAGES } from "../contract/send";
import { OPERATOR_GROUPS } from "./operator-groups";

type Slice = { size: number };
type Slices = { mci: Slice; irancell: Slice; other: Slice };
type BankItem = Slices & { age_from?: number; age_to?: number };

/** How many numbers the slices ask for, all operator groups together. */
export const chosenRecipients = (slices: Partial<Slices> | undefined) =>
  OPERATOR_GROUPS.reduce((sum, group) => sum + (slices?.[group.key]?.size ?? 0), 0);

/**
 * The panel's checks before pricing a bank send: at least 5,000 recipients chosen (spec §5; the
 * upstream checks the numbers it actually picks), and a birth-year range that does not run backwards.
 */
export function refuseSmallBankSend(value: { params: BankItem[] }, ctx: z.core.$RefinementCtx) {
  const chosen = value.params.reduce((sum, item) => sum + chosenRecipients(item), 0);
  if (chosen < SEND_LIMITS.bankMinimum)
    ctx.addIssue({ code: "custom", path: ["params"], message: SEND_MESSAGES.bankMinimum });
  value.params.forEach((item, index) => {
    if (item.age_from !== undefined && item.age_to !== undefined && item.age_from > item.age_to) {
      ctx.addIssue({
        code: "custom",
        path: ["params", index, "age_to"],
        message: "سال تولد پایان نباید پیش از سال آغاز باشد",
      });
    }
  });
}

/** Recipients a bank item asks for, per operator group as the price counts them. */
export const bankItemRecipients = (items: BankItem[]) => ({
  mci: items.reduce((sum, item) => sum + item.mci.size, 0),
  irancell: items.reduce((sum, item) => sum + item.irancell.size, 0),
  rightel: 0,
  other: items.reduce((sum, item) => sum + item.other.size, 0),
});
