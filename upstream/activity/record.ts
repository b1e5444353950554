import type { ActivityKind } from "@/lib/contract/activity-log";
import type { Db, Tx } from "../db/client";
import { activityLog } from "../db/schema";
import type { Actor } from "./actor";

/** One entry of an account's log; entries are only ever added. */
export async function recordActivity(
  db: Db | Tx,
  input: {
    accountId: number;
    actor: Actor;
    kind: ActivityKind;
    text: string;
    link: string | null;
    address: string | null;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    accountId: input.accountId,
    actorId: input.actor.id,
    actorName: input.actor.name,
    kind: input.kind,
    text: input.text,
    link: input.link,
    clientAddress: input.address,
  });
}
