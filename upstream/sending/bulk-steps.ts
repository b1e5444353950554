import { and, eq, gte, lt, sql } from "drizzle-orm";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { outgoingText } from "@/lib/sms/message-parts";
import type { Tx } from "../db/client";
import { cancel11List, outbox, sendBlacklist, sendRecipients, sends } from "../db/schema";
import { rowsOf } from "../banks/sql-rows";
import { finalDue, finalStatus, telecomDue } from "./delivery-plan";
import type { lockSend } from "./lock";
import type { SendProgress } from "./progress";

/** A send as a step sees it: its row locked by the caller. */
export type LockedRunningSend = NonNullable<Awaited<ReturnType<typeof lockSend>>>;
/** Its recipients by delivery status, changed in place by each step and written back by the caller. */
type Statuses = SendProgress["statuses"];

/**
 * Recipients one step of a bulk send moves at most. A step is one short transaction, so on PGlite
 * (one connection) the pattern lane and the other requests get the database between two steps
 * instead of waiting seconds behind a big send's tick.
 */
export const STEP_RECIPIENTS = 1_000;
/** Outbox rows written by one statement (two parameters each; a statement takes at most 65,535). */
const OUTBOX_ROWS_PER_INSERT = 10_000;

const literal = (value: number) => sql.raw(String(value));

/**
 * Hands the next recipients (at most STEP_RECIPIENTS from `dispatched`) to the operator: those on
 * the user's send blacklist or the line's cancel11 list are marked 4 and never sent, the rest 0.
 * Answers how many were handed over.
 */
export async function handOverStep(tx: Tx, send: LockedRunningSend, statuses: Statuses): Promise<number> {
  if (send.stateId !== SEND_STATES.sending || send.dispatched >= send.recipientCount) return 0;
  const upTo = Math.min(send.dispatched + STEP_RECIPIENTS, send.recipientCount);
  const excluded = sql`(exists (select 1 from ${sendBlacklist} where ${sendBlacklist.userId} = ${send.userId} and ${sendBlacklist.msisdn} = ${sendRecipients.msisdn})
    or exists (select 1 from ${cancel11List} where ${cancel11List.userId} = ${send.userId} and ${cancel11List.lineId} = ${send.lineId} and ${cancel11List.msisdn} = ${sendRecipients.msisdn}))`;
  const [counted] = rowsOf<{ sent: number; blacklist: number }>(
    await tx.execute(sql`
      with handed as (
        update ${sendRecipients}
        set status = case when ${excluded} then ${literal(DELIVERY_STATUSES.blacklist)} else ${literal(DELIVERY_STATUSES.sent)} end,
          updated_at = now()
        where ${and(eq(sendRecipients.sendId, send.id), gte(sendRecipients.position, send.dispatched), lt(sendRecipients.position, upTo))}
        returning status
      )
      select count(*) filter (where status = ${literal(DELIVERY_STATUSES.sent)})::int as "sent",
        count(*) filter (where status = ${literal(DELIVERY_STATUSES.blacklist)})::int as "blacklist"
      from handed`),
  );
  statuses[DELIVERY_STATUSES.sent] += Number(counted?.sent ?? 0);
  statuses[DELIVERY_STATUSES.blacklist] += Number(counted?.blacklist ?? 0);
  const handed = upTo - send.dispatched;
  send.dispatched = upTo;
  await tx.update(sends).set({ dispatched: upTo }).where(eq(sends.id, send.id));
  return handed;
}

/** The positions of at most STEP_RECIPIENTS recipients of the send in `status` whose next moment has come. */
const dueSlice = (sendId: number, status: number, due: typeof telecomDue) =>
  sql`${sendRecipients.position} in (
    select ${sendRecipients.position} from ${sendRecipients}
    where ${sendRecipients.sendId} = ${sendId} and ${sendRecipients.status} = ${literal(status)} and ${due}
    order by ${sendRecipients.position}
    limit ${literal(STEP_RECIPIENTS)})`;

/** Recipients handed over whose telecom moment has come reach the telecom (1). Answers how many. */
export async function reachTelecomStep(tx: Tx, send: LockedRunningSend, statuses: Statuses): Promise<number> {
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with reached as (
        update ${sendRecipients} set status = ${literal(DELIVERY_STATUSES.telecom)}, updated_at = now()
        where ${sendRecipients.sendId} = ${send.id} and ${dueSlice(send.id, DELIVERY_STATUSES.sent, telecomDue)}
        returning 1
      )
      select count(*)::int as "n" from reached`),
  );
  const n = Number(counted?.n ?? 0);
  statuses[DELIVERY_STATUSES.sent] -= n;
  statuses[DELIVERY_STATUSES.telecom] += n;
  return n;
}

/**
 * Recipients at the telecom whose final moment has come reach the handset (2) or are not
 * reached (3), as the plan says; the delivered land in the outbox. Answers how many.
 */
export async function reachFinalStep(tx: Tx, send: LockedRunningSend, statuses: Statuses): Promise<number> {
  const reached = await tx
    .update(sendRecipients)
    .set({ status: finalStatus, updatedAt: sql`now()` })
    .where(and(eq(sendRecipients.sendId, send.id), dueSlice(send.id, DELIVERY_STATUSES.telecom, finalDue)))
    .returning({ msisdn: sendRecipients.msisdn, text: sendRecipients.text, status: sendRecipients.status });
  const delivered = reached.filter((r) => r.status === DELIVERY_STATUSES.handset);
  statuses[DELIVERY_STATUSES.telecom] -= reached.length;
  statuses[DELIVERY_STATUSES.handset] += delivered.length;
  statuses[DELIVERY_STATUSES.notReached] += reached.length - delivered.length;
  for (let from = 0; from < delivered.length; from += OUTBOX_ROWS_PER_INSERT) {
    await tx.insert(outbox).values(
      delivered.slice(from, from + OUTBOX_ROWS_PER_INSERT).map((r) => ({
        recipient: r.msisdn,
        message: outgoingText(r.text ?? send.message ?? "", send.cancelSuffix),
      })),
    );
  }
  return reached.length;
}
