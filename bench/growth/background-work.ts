// The work the upstreams do on their own, started for one round and then checked to have run
// exactly once: scheduled sends (the runner), their delivery (the simulated operator), their
// webhooks, the archiving of month-old sends and the plans' reminders and ends.
import type { Pool } from "pg";
import { DELIVERY_STATUSES, SEND_STATES } from "../../lib/contract/send";
import { dateToSendTime } from "../../lib/date/send-time";
import { SHARED_LINE } from "../../upstream/seed/data/inbox";
import { dev, sleep, until } from "../faults/calls";
import type { UpstreamProcess } from "../faults/upstream-process";
import type { PanelClient } from "../load/panel-client";

const SCHEDULED_SENDS = 10;
const RECIPIENTS_PER_SEND = 10;
const AGED_SENDS = 10;
const PLAN_OWNERS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Round {
  scheduled: number[];
  recipients: string[];
  aged: number[];
  reminded: { username: string; mobile: string }[];
  ended: string[];
}

interface DevSend {
  state_id: number;
}

let nextNumber = 0;
/** Mobiles of this run alone: 98935 then seven digits counting up from a random start. */
const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
const freshMobiles = (count: number) =>
  Array.from({ length: count }, () => `98935${String(base + nextNumber++).padStart(7, "0")}`);

async function quickSend(panel: PanelClient, recipients: string[], sendTime?: Date): Promise<number> {
  const data = await panel.api<{ message_outbox_ids: number[] }>("v1/api/send", {
    body: {
      sending_type: "webservice",
      from_number: SHARED_LINE,
      message: "یادآوری نوبت فردا ساعت ۱۰",
      params: { recipients },
      ...(sendTime ? { send_time: dateToSendTime(sendTime) } : {}),
    },
    idempotent: true,
  });
  return data.message_outbox_ids[0]!;
}

/**
 * Starts a round through the two panels in turn: sends due `dueInMs` from now, finished sends
 * aged past the 30-day report window, and plans one inside its reminder week and one past its end
 * for `PLAN_OWNERS` accounts each.
 */
export async function startRound(panels: PanelClient[], upstream: UpstreamProcess, dueInMs: number): Promise<Round> {
  const due = new Date(Date.now() + dueInMs);
  const recipients = freshMobiles(SCHEDULED_SENDS * RECIPIENTS_PER_SEND);
  const scheduled: number[] = [];
  for (let i = 0; i < SCHEDULED_SENDS; i += 1)
    scheduled.push(
      await quickSend(panels[i % 2]!, recipients.slice(i * RECIPIENTS_PER_SEND, (i + 1) * RECIPIENTS_PER_SEND), due),
    );

  const aged: number[] = [];
  for (let i = 0; i < AGED_SENDS; i += 1) aged.push(await quickSend(panels[i % 2]!, freshMobiles(1)));
  for (const id of aged) {
    await until(
      "a send to age finished",
      async () => {
        const send = await dev<DevSend>(upstream, `/sends/${id}`);
        return send.state_id === SEND_STATES.sent ? true : undefined;
      },
      60_000,
    );
    await dev(upstream, `/reports/sends/${id}`, { age_days: 31 });
  }

  const reminded: Round["reminded"] = [];
  const ended: string[] = [];
  for (let i = 0; i < PLAN_OWNERS * 2; i += 1) {
    const account = await dev<{ username: string; mobile: string }>(upstream, "/accounts", {});
    const endsAt = i % 2 === 0 ? new Date(Date.now() + 3 * DAY_MS) : new Date(Date.now() - 60_000);
    await dev(upstream, "/plans/expiry", { username: account.username, expires_at: endsAt.toISOString() });
    if (i % 2 === 0) reminded.push(account);
    else ended.push(account.username);
  }
  return { scheduled, recipients, aged, reminded, ended };
}

/** What one round came to, once every part of it is done (or `limitMs` has passed). */
export interface RoundOutcome {
  scheduledSent: number;
  /** Recipients of the scheduled sends with exactly one SMS, and with more than one. */
  deliveredOnce: number;
  deliveredTwice: number;
  /** Recipients with a final delivery report: reached their handset (2), or not reached (3). */
  reported: number;
  /** Of them, reached: each should hold exactly one SMS. */
  reachedHandset: number;
  webhookFinals: number;
  archived: number;
  remindersOnce: number;
  remindersTwice: number;
  plansEnded: number;
}

const countOf = async (pool: Pool, text: string, values: unknown[]) =>
  Number((await pool.query<{ n: string }>(text, values)).rows[0]!.n);

/** How many SMS the operator delivered to each of these mobiles that received any. */
async function smsPerMobile(pool: Pool, mobiles: string[]): Promise<number[]> {
  const rows = await pool.query<{ n: string }>(
    "select count(*) as n from outbox where recipient = any($1) group by recipient",
    [mobiles],
  );
  return rows.rows.map((row) => Number(row.n));
}

async function outcomeOf(pool: Pool, round: Round, finals: (sendId: number) => boolean): Promise<RoundOutcome> {
  const sms = await smsPerMobile(pool, round.recipients);
  const reminders = await smsPerMobile(
    pool,
    round.reminded.map((owner) => owner.mobile),
  );
  return {
    scheduledSent: await countOf(pool, "select count(*) as n from sends where id = any($1) and state_id = $2", [
      round.scheduled,
      SEND_STATES.sent,
    ]),
    deliveredOnce: sms.filter((n) => n === 1).length,
    deliveredTwice: sms.filter((n) => n > 1).length,
    reported: await countOf(
      pool,
      "select count(*) as n from send_recipients where send_id = any($1) and status in ($2, $3)",
      [round.scheduled, DELIVERY_STATUSES.handset, DELIVERY_STATUSES.notReached],
    ),
    reachedHandset: await countOf(
      pool,
      "select count(*) as n from send_recipients where send_id = any($1) and status = $2",
      [round.scheduled, DELIVERY_STATUSES.handset],
    ),
    webhookFinals: round.scheduled.filter(finals).length,
    archived: await countOf(pool, "select count(*) as n from sends where id = any($1) and archived_at is not null", [
      round.aged,
    ]),
    remindersOnce: reminders.filter((n) => n === 1).length,
    remindersTwice: reminders.filter((n) => n > 1).length,
    plansEnded: await countOf(
      pool,
      "select count(*) as n from users where username = any($1) and plan_role_id is null",
      [round.ended],
    ),
  };
}

const complete = (round: Round, o: RoundOutcome) =>
  o.scheduledSent === round.scheduled.length &&
  o.deliveredOnce === o.reachedHandset &&
  o.reported === round.recipients.length &&
  o.webhookFinals === round.scheduled.length &&
  o.archived === round.aged.length &&
  o.remindersOnce === round.reminded.length &&
  o.plansEnded === round.ended.length;

/** Waits for the round to be done and answers what it came to; a short outcome after `limitMs`. */
export async function settleRound(
  pool: Pool,
  round: Round,
  finals: (sendId: number) => boolean,
  limitMs: number,
): Promise<{ outcome: RoundOutcome; complete: boolean }> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const outcome = await outcomeOf(pool, round, finals);
    if (complete(round, outcome)) {
      // A little longer, so that a second run of anything would have time to show.
      await sleep(5_000);
      const after = await outcomeOf(pool, round, finals);
      return { outcome: after, complete: complete(round, after) && after.deliveredTwice + after.remindersTwice === 0 };
    }
    if (Date.now() > deadline) return { outcome, complete: false };
    await sleep(1_000);
  }
}
