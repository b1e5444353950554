import { devAccount, sessionToken } from "./support/client";
import { creditOf, INSUFFICIENT_CREDIT, ledgerOf, mobiles, postSend, quickSend, tenths } from "./support/sending";

describe("many sends at once against one wallet", () => {
  it("accepts exactly as many as the balance pays for; the others are refused and the ledger never goes below zero", async () => {
    // One MCI recipient, a Persian text with the suffix: 1330 + 40 = 1370 rials; enough for exactly 10.
    const account = await devAccount({ credit: 13_700 });
    const token = await sessionToken(account);
    const [mci] = mobiles(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postSend(token, quickSend([mci!], `پیام شماره ${i + 1}`))),
    );

    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body.meta).toMatchObject({ status: false, message: INSUFFICIENT_CREDIT });
    }
    expect(new Set(accepted.map((a) => a.body.data.message_outbox_ids[0])).size).toBe(10);

    const ledger = await ledgerOf(account.username);
    expect(ledger).toHaveLength(11);
    let running = 0;
    for (const entry of ledger) {
      running += tenths(entry.amount);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(0);
    expect(await creditOf(token)).toBe(0);
  });
});
