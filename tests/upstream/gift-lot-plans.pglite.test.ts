/**
 * Every send checks its owner's gift lots. The statement cache keeps those reads prepared, and
 * PostgreSQL then plans them once for any values: a read must still find the lots through their
 * partial indexes, not by reading every row of a busy owner's ledger on each send. Runs on PGlite
 * in a child process (support/gift-lot-plans.ts).
 */
import { lastJsonLineOf } from "./support/pglite-child";

let plans: { text: string; plan: string }[];

beforeAll(async () => {
  plans = await lastJsonLineOf<typeof plans>("gift-lot-plans.ts");
}, 60_000);

it("reads the gift lots of a send's owner through their partial indexes with one plan for any values", () => {
  // spendable gift, the lots a send uses, the expired lots, the summary's earliest expiry.
  expect(plans.length).toBeGreaterThanOrEqual(4);
  for (const { text, plan } of plans) {
    expect({ text, usesGiftIndex: /ledger_entries_gift_(held|due)_idx/.test(plan) }).toEqual({
      text,
      usesGiftIndex: true,
    });
  }
});
