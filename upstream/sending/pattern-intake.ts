import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import type { PatternSendRequest } from "@/lib/contract/send-request";
import type { SocketEvent } from "@/lib/contract/socket";
import { tenthsToDecimal, toTenths } from "@/lib/sms/price";
import { rowsOf } from "../banks/sql-rows";
import type { Db, Tx } from "../db/client";
import type { Actor } from "../activity/actor";
import { patternSendActivity } from "../activity/send-activities";
import {
  activityLog,
  cancel11List,
  ledgerEntries,
  sendBlacklist,
  sendRecipients,
  sendRequests,
  sends,
  users,
} from "../db/schema";
import { ApiFailure, forbidden, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { findSendablePattern, type SendablePattern } from "../patterns/sendable";
import { balanceOf } from "../services/ledger";
// Not a React hook, whatever its name says.
import { expireDueGift, spendableGiftTenths, useGift as markGiftUsed } from "../wallet/gift";
import { alertIfLowCredit, settleLowCreditAlert } from "../wallet/low-credit";
import { findUsableLine, tariffOf, type LineRow } from "./lines";
import { notifyInTransaction } from "./notify-in-transaction";
import { PATTERN_SENDING_TYPE, ringLane } from "./pattern-lane";
import { prepareSends, type PreparedSend } from "./prepare";
import { NO_STATUSES, progressKey } from "./progress";
import { patternSendBatch } from "./recipients/pattern";

/** Requests one batch takes at most. */
const MAX_BATCH = 200;

interface PatternSendInput {
  userId: number;
  request: PatternSendRequest;
  idempotencyKey: string | null;
  senderIp: string | null;
  /** Who sends it and from where, for the account's activity log. */
  actor: Actor;
  clientAddress: string | null;
}

export interface PatternIntake {
  /** Accepts one pattern send: the id of its send (or the ids of the sends its Idempotency-Key made before). */
  accept(input: PatternSendInput): Promise<number[]>;
}

interface Waiting {
  input: PatternSendInput;
  resolve(ids: number[]): void;
  reject(error: unknown): void;
}

/** A request of the batch that passed its own checks: what it sends and what it costs. */
interface Ready {
  waiting: Waiting;
  line: LineRow;
  prepared: PreparedSend;
}

const keyOf = (input: PatternSendInput) =>
  input.idempotencyKey === null ? null : `${input.userId}\u0000${input.idempotencyKey}`;

/**
 * Pattern sends are accepted in batches: while one batch is being stored, the requests that
 * arrive wait, and the next batch takes them all in one transaction. One-time codes come many at
 * a time and alone; a batch pays the owner's lock, the credit and gift checks, the inserts and the
 * events once for all its sends, so the database (PGlite has one connection) stays free for the
 * others. A request that arrives when nothing is being stored is stored at once.
 *
 * The rules are every send's (sending/accept.ts): the owner's row locked while money is taken,
 * gift before paid credit, nothing stored or debited for a refused request (its Idempotency-Key
 * stays unspent), the low-credit alert, one ledger row per send naming it. A pattern send is
 * handed to the operator's code route as it is stored (status 0, or 4 for the send blacklist and
 * the line's cancel11 list), and the pattern lane (pattern-lane.ts) takes it from there. Its entry
 * in the account's activity log is written with it.
 */
export function patternIntake(db: Db): PatternIntake {
  const queue: Waiting[] = [];
  let draining = false;

  /** The next batch: everything waiting, but a key asked twice at once waits to answer the first's id. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
      const key = keyOf(queue[i]!.input);
      if (key !== null && keys.has(key)) {
        i++;
        continue;
      }
      if (key !== null) keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await acceptBatch(db, takeBatch);
    } finally {
      draining = false;
    }
  }

  return {
    accept(input) {
      return new Promise<number[]>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (draining) return;
        // A turn of the event loop first: requests read in the same turn (PGlite answers their
        // session checks back to back) join this batch instead of each opening one of its own.
        draining = true;
        setImmediate(() => void drain());
      });
    },
  };
}

/** Reads each (owner, key) once per batch: lines, tariffs and patterns asked by many requests alike. */
function memo<K, V>(load: (key: K) => Promise<V>) {
  const seen = new Map<string, Promise<V>>();
  return (key: K) => {
    const id = JSON.stringify(key);
    let value = seen.get(id);
    if (!value) {
      value = load(key);
      seen.set(id, value);
    }
    return value;
  };
}

/**
 * One batch in one transaction. The batch is taken once the transaction has begun, so on PGlite
 * every request that arrived while the database was busy joins it; each request's own checks
 * (line, pattern, values, price) run in it too, read once per batch for requests that share them.
 * A request refused by its checks is answered alone; the others go on.
 */
async function acceptBatch(db: Db, takeBatch: () => Waiting[]): Promise<void> {
  const answers = new Map<Waiting, number[] | ApiFailure>();
  let batch: Waiting[] = [];
  try {
    await db.transaction(async (tx) => {
      batch = takeBatch();
      const ready = await checkEach(tx, batch, answers);
      const notices: { userId: number; event: SocketEvent }[] = [];
      const byOwner = new Map<number, Ready[]>();
      for (const r of ready) byOwner.set(r.waiting.input.userId, [...(byOwner.get(r.waiting.input.userId) ?? []), r]);
      // Owners in id order, so two batches never wait on each other crosswise.
      for (const userId of [...byOwner.keys()].sort((a, b) => a - b)) {
        await acceptOwnersSends(tx, userId, byOwner.get(userId)!, answers, notices);
      }
      await notifyInTransaction(tx, notices);
    });
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
    return;
  }
  if ([...answers.values()].some((answer) => !(answer instanceof ApiFailure))) ringLane();
  for (const waiting of batch) {
    const answer = answers.get(waiting);
    if (answer instanceof ApiFailure) waiting.reject(answer);
    else if (answer !== undefined) waiting.resolve(answer);
    else waiting.reject(new Error("a pattern send was left without an answer"));
  }
}

/** Each request's own checks: its line, its pattern and values, its price. Refusals go to `answers`. */
async function checkEach(tx: Tx, batch: Waiting[], answers: Map<Waiting, number[] | ApiFailure>): Promise<Ready[]> {
  const lineOf = memo(([userId, number]: [number, string]) => findUsableLine(tx, userId, number));
  const tariffFor = memo((lineKind: number) => tariffOf(tx, lineKind));
  const patternOf = memo(([userId, code]: [number, string]) =>
    findSendablePattern(tx, userId, code).then(
      (found): SendablePattern | ApiFailure => found,
      (error: unknown) => {
        if (error instanceof ApiFailure) return error;
        throw error;
      },
    ),
  );
  const ready: Ready[] = [];
  for (const waiting of batch) {
    try {
      const { userId, request } = waiting.input;
      const line = await lineOf([userId, request.from_number]);
      if (!line) throw validationFailed({ from_number: [MESSAGES.lineNotYours] });
      if (line.use !== "general") throw validationFailed({ from_number: [MESSAGES.lineWrongUse] });
      const found = await patternOf([userId, request.code]);
      if (found instanceof ApiFailure) throw found;
      const sendBatch = patternSendBatch(found, request, line.needsCancelSuffix);
      const [prepared] = prepareSends([sendBatch], line, await tariffFor(line.operatorId));
      ready.push({ waiting, line, prepared: prepared! });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      answers.set(waiting, error);
    }
  }
  return ready;
}

/** Stores one owner's sends of the batch, their row locked; each request's id or refusal goes to `answers`. */
async function acceptOwnersSends(
  tx: Tx,
  userId: number,
  requests: Ready[],
  answers: Map<Waiting, number[] | ApiFailure>,
  notices: { userId: number; event: SocketEvent }[],
): Promise<void> {
  const [owner] = await tx
    .select({
      sendBlock: users.sendBlock,
      businessName: users.businessName,
      lowCreditAlerted: users.lowCreditAlerted,
      lowCreditThreshold: users.lowCreditThreshold,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  if (!owner || owner.sendBlock || !owner.businessName) {
    // A new registration names its business first (the name patterns must carry).
    const refusal = !owner || owner.sendBlock ? MESSAGES.sendBlocked : MESSAGES.businessNotSetUp;
    for (const r of requests) answers.set(r.waiting, forbidden(refusal));
    return;
  }

  // Idempotency-Keys: a key met before answers the send it made then, and costs nothing now.
  let fresh = requests;
  const keyed = requests.filter((r) => r.waiting.input.idempotencyKey !== null);
  const claimIds = new Map<Ready, number>();
  if (keyed.length > 0) {
    const claimed = await tx
      .insert(sendRequests)
      .values(keyed.map((r) => ({ userId, idempotencyKey: r.waiting.input.idempotencyKey! })))
      .onConflictDoNothing()
      .returning({ id: sendRequests.id, key: sendRequests.idempotencyKey });
    const claimOf = new Map(claimed.map((c) => [c.key, c.id]));
    const repeated: Ready[] = [];
    for (const r of keyed) {
      const id = claimOf.get(r.waiting.input.idempotencyKey!);
      if (id === undefined) repeated.push(r);
      else claimIds.set(r, id);
    }
    for (const r of repeated)
      answers.set(r.waiting, await idsOfEarlierRequest(tx, userId, r.waiting.input.idempotencyKey!));
    fresh = requests.filter((r) => !repeated.includes(r));
  }

  // Money: gift first, then paid credit, in the order the requests came; one that does not fit is refused.
  const now = new Date();
  const charge = fresh.reduce((sum, r) => sum + r.prepared.costTenths, 0);
  let gift = 0;
  let credit = 0;
  if (charge > 0) {
    await expireDueGift(tx, userId, now);
    gift = await spendableGiftTenths(tx, userId, now);
    credit = toTenths(await balanceOf(tx, userId));
  }
  const accepted: { r: Ready; fromGift: number; fromCredit: number }[] = [];
  const refused: Ready[] = [];
  for (const r of fresh) {
    const fromGift = Math.min(r.prepared.costTenths, gift);
    const fromCredit = r.prepared.costTenths - fromGift;
    if (fromCredit > credit) {
      refused.push(r);
      continue;
    }
    gift -= fromGift;
    credit -= fromCredit;
    accepted.push({ r, fromGift, fromCredit });
  }
  for (const r of refused) {
    answers.set(r.waiting, new ApiFailure(422, MESSAGES.sendInsufficientCredit, MESSAGE_CODES.unprocessable));
  }
  const unspent = refused.flatMap((r) => claimIds.get(r) ?? []);
  if (unspent.length > 0) await tx.delete(sendRequests).where(inArray(sendRequests.id, unspent));
  if (accepted.length === 0) return;
  const charged = accepted.some((a) => a.fromGift + a.fromCredit > 0);
  // A deposit written without settling the alert still ends its crossing before this debit. (The
  // owner's row is locked: an alert that is not out, or not set, stays so until the commit.)
  if (charged && owner.lowCreditAlerted) await settleLowCreditAlert(tx, userId);

  // Handed to the operator as they are stored, except numbers the owner or the line's cancel11 list keep out.
  const excluded = await excludedNumbers(
    tx,
    userId,
    accepted.map((a) => ({ lineId: a.r.line.id, msisdn: a.r.prepared.recipients[0]!.msisdn })),
  );
  const rows = accepted.map(({ r }) => {
    const rejected = r.prepared.rejectionReason !== null;
    const recipient = r.prepared.recipients[0]!;
    const status = rejected
      ? null
      : excluded.has(`${r.line.id}:${recipient.msisdn}`)
        ? DELIVERY_STATUSES.blacklist
        : DELIVERY_STATUSES.sent;
    const statuses = [...NO_STATUSES];
    if (status !== null) statuses[status] = 1;
    const stateId = rejected ? SEND_STATES.rejected : SEND_STATES.sending;
    return { r, status, statuses, stateId };
  });
  const ids = await insertSends(
    tx,
    rows.map(({ r, statuses, stateId, status }, n) => ({
      n,
      user_id: userId,
      request_id: claimIds.get(r) ?? null,
      line_id: r.line.id,
      from_number: r.line.number,
      message: r.prepared.message,
      cancel_suffix: r.line.needsCancelSuffix,
      parts: r.prepared.parts,
      dispatched: status === null ? 0 : 1,
      state_id: stateId,
      at: now.toISOString(),
      started: stateId === SEND_STATES.sending,
      finished: stateId === SEND_STATES.rejected,
      cost_reserved: tenthsToDecimal(r.prepared.costTenths),
      sender_ip: r.waiting.input.senderIp,
      rejection_reason: r.prepared.rejectionReason,
      progress_key: progressKey({ state_id: stateId, statuses: NO_STATUSES }),
      status_counts: statuses,
    })),
  );
  await tx.execute(
    recipientsInsert(
      rows.map(({ r, status }, i) => {
        const recipient = r.prepared.recipients[0]!;
        return {
          send_id: ids[i]!,
          msisdn: recipient.msisdn,
          operator: recipient.operator,
          parts: recipient.parts,
          cost: tenthsToDecimal(recipient.costTenths),
          status,
        };
      }),
    ),
  );

  const ledger: LedgerRow[] = [];
  accepted.forEach(({ fromGift, fromCredit }, i) => {
    const id = ids[i]!;
    if (fromGift > 0)
      ledger.push(debit(userId, id, fromGift, `هزینه ارسال پیامک از اعتبار هدیه، ارسال شماره ${id}`, "gift", now));
    if (fromCredit > 0)
      ledger.push(debit(userId, id, fromCredit, `هزینه ارسال پیامک، ارسال شماره ${id}`, "credit", now));
  });
  if (ledger.length > 0) await tx.execute(debitsInsert(ledger));
  if (charged) {
    await markGiftUsed(
      tx,
      userId,
      accepted.reduce((sum, a) => sum + a.fromGift, 0),
      now,
    );
    if (owner.lowCreditThreshold !== null) await alertIfLowCredit(tx, userId);
  }

  // The activity log's entries, in the transaction that stores the sends.
  await tx.execute(
    activitiesInsert(
      rows.map(({ r }, i) => {
        const { actor, clientAddress, request } = r.waiting.input;
        const entry = patternSendActivity(request.code, ids[i]!);
        return {
          account_id: userId,
          actor_id: actor.id,
          actor_name: actor.name,
          kind: entry.kind,
          text: entry.text,
          link: entry.link,
          client_address: clientAddress,
        };
      }),
    ),
  );

  rows.forEach(({ r, stateId }, i) => {
    answers.set(r.waiting, [ids[i]!]);
    notices.push({
      userId,
      event: { event: "send.progress", data: { id: ids[i]!, state_id: stateId, total: 1, statuses: [...NO_STATUSES] } },
    });
  });
  if (charged)
    notices.push({ userId, event: { event: "credit.changed", data: { credit: Number(tenthsToDecimal(credit)) } } });
}

/** A send's debit, as every send writes it (sending/accept.ts): negative, method send, naming the send. */
function debit(
  userId: number,
  sendId: number,
  tenths: number,
  description: string,
  bucket: "gift" | "credit",
  now: Date,
): LedgerRow {
  return {
    user_id: userId,
    amount: tenthsToDecimal(-tenths),
    description,
    bucket,
    send_id: sendId,
    created_at: now.toISOString(),
  };
}

/*
 * The batch's rows go in as one JSON value read by jsonb_to_recordset: one statement text whatever
 * the batch's size, which the statement cache (db/statement-cache.ts) keeps prepared, where a
 * multi-row VALUES list is a new text, planned again, for every size. Column by column they are
 * what the schema's defaults and the other sends write.
 */

interface LedgerRow {
  user_id: number;
  amount: string;
  description: string;
  bucket: "gift" | "credit";
  send_id: number;
  created_at: string;
}

/** Identity values are taken row by row in the order given, so the ids in order are the rows'. */
async function insertSends(tx: Tx, rows: Record<string, unknown>[]): Promise<number[]> {
  const inserted = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into ${sends} (user_id, request_id, line_id, from_number, sending_type, message, cancel_suffix, parts,
        recipient_count, dispatched, state_id, send_time, created_at, started_at, finished_at, cost_reserved,
        sender_ip, rejection_reason, progress_key, progress_at, status_counts)
      select r.user_id, r.request_id, r.line_id, r.from_number, ${PATTERN_SENDING_TYPE}, r.message, r.cancel_suffix,
        r.parts, 1, r.dispatched, r.state_id, r.at, r.at, case when r.started then r.at end,
        case when r.finished then r.at end, r.cost_reserved, r.sender_ip, r.rejection_reason, r.progress_key, r.at,
        array(select jsonb_array_elements_text(r.status_counts)::int)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(user_id int, request_id int,
        line_id int, from_number text, message text, cancel_suffix boolean, parts int, dispatched int,
        state_id smallint, at timestamptz, started boolean, finished boolean, cost_reserved numeric, sender_ip text,
        rejection_reason text, progress_key text, status_counts jsonb, n int)
      order by r.n
      returning id`),
  );
  return inserted.map((s) => Number(s.id)).sort((a, b) => a - b);
}

const recipientsInsert = (rows: unknown[]) => sql`
  insert into ${sendRecipients} (send_id, position, msisdn, operator, parts, cost, status, updated_at)
  select r.send_id, 0, r.msisdn, r.operator, r.parts, r.cost, r.status, clock_timestamp()
  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as r(send_id bigint, msisdn text, operator text, parts int, cost numeric, status smallint)`;

const debitsInsert = (rows: unknown[]) => sql`
  insert into ${ledgerEntries} (user_id, amount, kind, description, bucket, state, method, send_id, created_at)
  select r.user_id, r.amount, 'withdrawal', r.description, r.bucket, 'success', 'send', r.send_id, r.created_at
  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as r(user_id int, amount numeric, description text, bucket text, send_id bigint, created_at timestamptz)`;

const activitiesInsert = (rows: unknown[]) => sql`
  insert into ${activityLog} (account_id, actor_id, actor_name, kind, text, link, client_address)
  select r.account_id, r.actor_id, r.actor_name, r.kind, r.text, r.link, r.client_address
  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as r(account_id int, actor_id int, actor_name text, kind text, text text, link text, client_address text)`;

/** The (line, number) pairs kept out: on the owner's send blacklist, or on that line's cancel11 list. */
async function excludedNumbers(
  tx: Tx,
  userId: number,
  recipients: { lineId: number; msisdn: string }[],
): Promise<Set<string>> {
  const msisdns = sql.param([...new Set(recipients.map((r) => r.msisdn))]);
  const kept = rowsOf<{ lineId: number | null; msisdn: string }>(
    await tx.execute(sql`
      select null::int as "lineId", ${sendBlacklist.msisdn} as "msisdn" from ${sendBlacklist}
      where ${sendBlacklist.userId} = ${userId} and ${sendBlacklist.msisdn} = any(${msisdns}::text[])
      union all
      select ${cancel11List.lineId}, ${cancel11List.msisdn} from ${cancel11List}
      where ${cancel11List.userId} = ${userId} and ${cancel11List.msisdn} = any(${msisdns}::text[])`),
  );
  const out = new Set<string>();
  for (const row of kept) {
    for (const r of recipients) {
      if (r.msisdn === row.msisdn && (row.lineId === null || Number(row.lineId) === r.lineId))
        out.add(`${r.lineId}:${r.msisdn}`);
    }
  }
  return out;
}

async function idsOfEarlierRequest(tx: Tx, userId: number, key: string): Promise<number[]> {
  const rows = await tx
    .select({ id: sends.id })
    .from(sends)
    .innerJoin(sendRequests, eq(sendRequests.id, sends.requestId))
    .where(and(eq(sendRequests.userId, userId), eq(sendRequests.idempotencyKey, key)))
    .orderBy(asc(sends.id));
  return rows.map((row) => row.id);
}
