import { SEND_LIMITS, SEND_MESSAGES } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { validationFailed } from "../http/failure";
import type { SendBatch } from "../sending/recipients/types";
import { uniqueMsisdns } from "../sending/recipients/unique";
import { pickPeople, type OperatorGroup, type PeopleFilter } from "./people";

interface Slice {
  start: number;
  size: number;
}

/** A bank send item's slices per operator group. */
export type Slices = Partial<Record<OperatorGroup, Slice>>;

/** The numbers of each slice of one item, MCI, Irancell, then the others. */
export async function pickSlices(db: Db, filter: PeopleFilter, slices: Slices): Promise<string[][]> {
  const picked: string[][] = [];
  for (const group of ["mci", "irancell", "other"] as const) {
    const slice = slices[group];
    if (slice) picked.push(await pickPeople(db, filter, group, slice));
  }
  return picked;
}

/**
 * One send of a bank or directory send: the numbers picked, each once in the order picked, then
 * the extra recipients. Fewer than SEND_LIMITS.bankMinimum picked numbers (the extra recipients
 * not counted) is refused on `params`.
 */
export function bankSendBatch(
  message: string,
  picked: readonly string[][],
  otherRecipients: readonly string[] = [],
): SendBatch[] {
  const numbers = new Set<string>();
  for (const list of picked) for (const msisdn of list) numbers.add(msisdn);
  if (numbers.size < SEND_LIMITS.bankMinimum) throw validationFailed({ params: [SEND_MESSAGES.bankMinimum] });
  for (const msisdn of uniqueMsisdns(otherRecipients)) numbers.add(msisdn);
  return [{ message, recipients: Array.from(numbers, (msisdn) => ({ msisdn })) }];
}
