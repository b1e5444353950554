import { and, asc, eq, sql } from "drizzle-orm";
import { SEND_MESSAGES, SEND_STATES, sendTimeToDate } from "@/lib/contract/send";
import { tenthsToDecimal } from "@/lib/sms/price";
import type { Db, Tx } from "../db/client";
import { sendRecipients, sendRequests, sends, users } from "../db/schema";
import { ApiFailure, forbidden, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { keepUpload, type UploadedBytes } from "../files/uploads";
import { addLedgerEntry, staysNonNegative } from "../services/ledger";
import { expireDueGift, spendableGiftTenths, useGift } from "../wallet/gift";
import { alertIfLowCredit, settleLowCreditAlert } from "../wallet/low-credit";
import { findUsableLine, tariffOf } from "./lines";
import { prepareSends, type PreparedRecipient, type PreparedSend } from "./prepare";
import { NO_STATUSES, progressKey } from "./progress";
import { resolverFor } from "./recipients";
import type { ResolvableRequest } from "./recipients/types";

/** A send_time this far in the past still counts as "now" (the request's own travel time). */
const SEND_TIME_GRACE_MS = 5_000;
/** Recipients written per INSERT: each column goes as one array, so a statement stays a few megabytes. */
const RECIPIENT_CHUNK = 50_000;

export interface AcceptInput {
  userId: number;
  request: ResolvableRequest;
  idempotencyKey: string | null;
  senderIp: string | null;
  /** A send from a file: the file, kept in file management with the sends (by the member who sent). */
  upload?: { memberId: number; file: UploadedBytes };
}

interface AcceptedSend {
  id: number;
  stateId: number;
  total: number;
}

export interface Accepted {
  ids: number[];
  /** The sends this request created; empty when the key answered an earlier request. */
  created: AcceptedSend[];
  charged: boolean;
}

/**
 * Accepts a `POST /send`: resolves the recipients, prices them, and in one transaction (the
 * owner's row locked, so sends of one user are accepted one after another) checks the key,
 * reserves the whole cost, gift credit first and the rest from the paid credit, and stores the
 * sends. Nothing is stored when gift and credit together fall short. A debit that takes the
 * credit below the owner's low-balance threshold sends the alert (wallet/low-credit.ts). A send
 * from a file keeps its file in file management in the same transaction: a refused send keeps
 * nothing, and a request answered by its Idempotency-Key keeps it once.
 */
export async function acceptSend(db: Db, input: AcceptInput): Promise<Accepted> {
  const { userId, request } = input;
  const resolver = resolverFor(request);

  const line = await findUsableLine(db, userId, request.from_number);
  if (!line) throw validationFailed({ from_number: [MESSAGES.lineNotYours] });
  if (line.use !== resolver.lineUse) throw validationFailed({ from_number: [MESSAGES.lineWrongUse] });

  const now = new Date();
  // A pattern send has no send_time: it goes now.
  const requestedTime = "send_time" in request ? request.send_time : undefined;
  const sendTime = requestedTime ? sendTimeToDate(requestedTime) : now;
  if (sendTime.getTime() < now.getTime() - SEND_TIME_GRACE_MS)
    throw validationFailed({ send_time: [SEND_MESSAGES.sendTimePast] });
  const scheduled = sendTime.getTime() > now.getTime();

  const batches = await resolver.resolve(request, { db, userId, cancelSuffix: line.needsCancelSuffix });
  const prepared = prepareSends(batches, line, await tariffOf(db, line.operatorId));
  const charge = prepared.reduce((sum, send) => sum + send.costTenths, 0);

  return db.transaction(async (tx) => {
    // Every withdrawal of this user waits here for the one before it to commit.
    const [owner] = await tx
      .select({ sendBlock: users.sendBlock, businessName: users.businessName })
      .from(users)
      .where(eq(users.id, userId))
      .for("no key update");
    if (!owner || owner.sendBlock) throw forbidden(MESSAGES.sendBlocked);
    // A new registration names its business first (the name patterns must carry).
    if (!owner.businessName) throw forbidden(MESSAGES.businessNotSetUp);

    let requestId: number | null = null;
    if (input.idempotencyKey !== null) {
      const [claimed] = await tx
        .insert(sendRequests)
        .values({ userId, idempotencyKey: input.idempotencyKey })
        .onConflictDoNothing()
        .returning({ id: sendRequests.id });
      if (!claimed)
        return { ids: await idsOfEarlierRequest(tx, userId, input.idempotencyKey), created: [], charged: false };
      requestId = claimed.id;
    }

    // Gift is spent first (wallet/gift.ts): expired lots are written off, then the rest must be paid credit.
    let gift = 0;
    if (charge > 0) {
      await expireDueGift(tx, userId, now);
      gift = await spendableGiftTenths(tx, userId, now);
      const fromCredit = charge - Math.min(charge, gift);
      if (!(await staysNonNegative(tx, userId, tenthsToDecimal(-fromCredit)))) {
        throw new ApiFailure(422, MESSAGES.sendInsufficientCredit, MESSAGE_CODES.unprocessable);
      }
      // A deposit written without settling the alert still ends its crossing before this debit.
      await settleLowCreditAlert(tx, userId);
    }
    let giftUsed = 0;

    const created: AcceptedSend[] = [];
    for (const send of prepared) {
      const stateId = send.rejectionReason
        ? SEND_STATES.rejected
        : scheduled
          ? SEND_STATES.queued
          : SEND_STATES.sending;
      const id = await storeSend(tx, send, {
        userId,
        requestId,
        lineId: line.id,
        fromNumber: line.number,
        sendingType: request.sending_type,
        cancelSuffix: line.needsCancelSuffix,
        stateId,
        sendTime,
        now,
        senderIp: input.senderIp,
      });
      const fromGift = Math.min(send.costTenths, gift - giftUsed);
      if (fromGift > 0) {
        await addLedgerEntry(tx, {
          userId,
          amount: tenthsToDecimal(-fromGift),
          description: `هزینه ارسال پیامک از اعتبار هدیه، ارسال شماره ${id}`,
          bucket: "gift",
          method: "send",
          sendId: id,
        });
        giftUsed += fromGift;
      }
      if (send.costTenths > fromGift) {
        await addLedgerEntry(tx, {
          userId,
          amount: tenthsToDecimal(-(send.costTenths - fromGift)),
          description: `هزینه ارسال پیامک، ارسال شماره ${id}`,
          method: "send",
          sendId: id,
        });
      }
      created.push({ id, stateId, total: send.recipients.length });
    }
    if (charge > 0) {
      await useGift(tx, userId, giftUsed, now);
      await alertIfLowCredit(tx, userId);
    }
    if (input.upload) await keepUpload(tx, { userId, memberId: input.upload.memberId }, "send_file", input.upload.file);
    return { ids: created.map((c) => c.id), created, charged: charge > 0 };
  });
}

async function idsOfEarlierRequest(tx: Tx, userId: number, key: string): Promise<number[]> {
  const rows = await tx
    .select({ id: sends.id })
    .from(sends)
    .innerJoin(sendRequests, eq(sendRequests.id, sends.requestId))
    .where(and(eq(sendRequests.userId, userId), eq(sendRequests.idempotencyKey, key)))
    .orderBy(asc(sends.id));
  return rows.map((r) => r.id);
}

interface SendFacts {
  userId: number;
  requestId: number | null;
  lineId: number;
  fromNumber: string;
  sendingType: string;
  cancelSuffix: boolean;
  stateId: number;
  sendTime: Date;
  now: Date;
  senderIp: string | null;
}

async function storeSend(tx: Tx, send: PreparedSend, facts: SendFacts): Promise<number> {
  const [row] = await tx
    .insert(sends)
    .values({
      userId: facts.userId,
      requestId: facts.requestId,
      lineId: facts.lineId,
      fromNumber: facts.fromNumber,
      sendingType: facts.sendingType,
      message: send.message,
      cancelSuffix: facts.cancelSuffix,
      parts: send.parts,
      recipientCount: send.recipients.length,
      stateId: facts.stateId,
      sendTime: facts.sendTime,
      createdAt: facts.now,
      startedAt: facts.stateId === SEND_STATES.sending ? facts.now : null,
      finishedAt: facts.stateId === SEND_STATES.rejected ? facts.now : null,
      costReserved: tenthsToDecimal(send.costTenths),
      senderIp: facts.senderIp,
      rejectionReason: send.rejectionReason,
      // The route tells this first progress once the send is committed.
      progressKey: progressKey({ state_id: facts.stateId, statuses: NO_STATUSES }),
      progressAt: facts.now,
      statusCounts: [...NO_STATUSES],
    })
    .returning({ id: sends.id });
  const id = row!.id;
  for (let start = 0; start < send.recipients.length; start += RECIPIENT_CHUNK) {
    await insertRecipients(tx, id, start, send.recipients.slice(start, start + RECIPIENT_CHUNK), facts.now);
  }
  return id;
}

/**
 * One INSERT for many recipients: each column is one array parameter, unnested on the server.
 * A parameter per value costs the drivers far more than the database (100,000 recipients took
 * about 15 s on PGlite that way, about 1.5 s as arrays).
 */
async function insertRecipients(
  tx: Tx,
  sendId: number,
  firstPosition: number,
  recipients: PreparedRecipient[],
  now: Date,
): Promise<void> {
  const msisdns: string[] = [];
  const operators: string[] = [];
  const texts: (string | null)[] = [];
  const parts: number[] = [];
  const costs: string[] = [];
  for (const r of recipients) {
    msisdns.push(r.msisdn);
    operators.push(r.operator);
    texts.push(r.text);
    parts.push(r.parts);
    costs.push(tenthsToDecimal(r.costTenths));
  }
  await tx.execute(sql`
    insert into ${sendRecipients} (send_id, position, msisdn, operator, text, parts, cost, updated_at)
    select ${sendId}::bigint, ${firstPosition}::int + (r.n - 1)::int, r.msisdn, r.operator, r.text, r.parts, r.cost, ${now}::timestamptz
    from unnest(${sql.param(msisdns)}::text[], ${sql.param(operators)}::text[], ${sql.param(texts)}::text[], ${sql.param(parts)}::int[], ${sql.param(costs)}::numeric[])
      with ordinality as r(msisdn, operator, text, parts, cost, n)`);
}
