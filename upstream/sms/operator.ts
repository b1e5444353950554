import { toMsisdn } from "@/lib/validation/mobile";
import type { Db, Tx } from "../db/client";
import { outbox } from "../db/schema";

/**
 * The simulated SMS operator: every message it "delivers" lands in the outbox, where the
 * development route shows it (tests read their codes there).
 */
export async function deliverSms(db: Db | Tx, to: string, message: string): Promise<void> {
  const recipient = toMsisdn(to);
  if (!recipient) throw new Error(`not a mobile number: ${to}`);
  await db.insert(outbox).values({ recipient, message });
}
