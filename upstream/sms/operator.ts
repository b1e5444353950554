import { toMsisdn } from "@/lib/validation/mobile";
import type { Db, Tx } from "../db/client";
import { outbox } from "../db/schema";

let printing = false;

/** From now on every SMS delivered is also printed on the terminal, so a newcomer can read a one-time code. */
export function printDeliveredSms(): void {
  printing = true;
}

/**
 * The simulated SMS operator: every message it "delivers" lands in the outbox, where the
 * development route shows it (tests read their codes there), and on the terminal when asked.
 */
export async function deliverSms(db: Db | Tx, to: string, message: string): Promise<void> {
  const recipient = toMsisdn(to);
  if (!recipient) throw new Error(`not a mobile number: ${to}`);
  await db.insert(outbox).values({ recipient, message });
  if (printing) console.log(`operator: SMS to ${recipient}: ${message.replace(/\s+/g, " ")}`);
}
