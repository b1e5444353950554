import { sql, type SQL } from "drizzle-orm";
import { SEND_STATES } from "@/lib/contract/send";
import { rowsOf } from "../banks/sql-rows";
import type { Db } from "../db/client";

/** How long a send may sit in a passing state before it counts as stuck. */
const STUCK_AFTER = sql`interval '2 minutes'`;
/** Offenders named per finding; the count says how many there are in all. */
const NAMED = 20;

export interface Finding {
  /** What should hold and does not. */
  rule: string;
  count: number;
  /** The first offenders (ids and the figures that disagree). */
  examples: Record<string, unknown>[];
}

/**
 * What must hold after any failure (a process killed mid-work, a database restarted), each as a
 * query for its offenders:
 * - every owner's kept balances equal the sums of their settled ledger rows;
 * - every send's ledger rows are what it reserved and what came back, no more;
 * - no recipient handed to the operator twice or skipped: exactly the positions before the send's
 *   `dispatched` have a status, and its kept counts per status are the recipients' own;
 * - no send stuck: none still being created, due and not started, or running without progress;
 * - every phonebook's kept count is its contacts: an import is in whole or not at all;
 * - every user's kept unread count is their inbox's unread messages.
 */
const RULES: { rule: string; offenders: SQL }[] = [
  {
    rule: "a user's kept unread count is their inbox's unread messages",
    offenders: sql`
      select coalesce(k.user_id, m.user_id) as user_id, coalesce(k.unread, 0) as kept, coalesce(m.unread, 0) as unread
      from inbox_unread_counts k
      full join (select user_id, count(*)::integer as unread from inbox_messages where seen_at is null group by user_id) m
        on m.user_id = k.user_id
      where coalesce(k.unread, 0) <> coalesce(m.unread, 0)
      order by 1`,
  },
  {
    rule: "an owner's kept balances equal the sums of their settled ledger rows",
    offenders: sql`
      select coalesce(b.user_id, l.user_id) as user_id, b.credit::text as kept_credit, l.credit::text as ledger_credit,
        b.gift::text as kept_gift, l.gift::text as ledger_gift
      from owner_balances b
      full join (
        select user_id,
          coalesce(sum(amount) filter (where bucket = 'credit' and state = 'success'), 0) as credit,
          coalesce(sum(amount) filter (where bucket = 'gift' and state = 'success'), 0) as gift
        from ledger_entries group by user_id
      ) l on l.user_id = b.user_id
      where coalesce(b.credit, 0) <> coalesce(l.credit, 0) or coalesce(b.gift, 0) <> coalesce(l.gift, 0)
      order by 1`,
  },
  {
    rule: "a send's ledger rows are what it reserved and what came back",
    offenders: sql`
      select s.id as send_id, s.cost_reserved::text as reserved, -coalesce(l.debited, 0) as debited,
        s.refunded::text as refunded, coalesce(l.returned, 0)::text as returned
      from sends s
      left join (
        select send_id,
          sum(amount) filter (where method = 'send') as debited,
          sum(amount) filter (where method = 'refund') as returned
        from ledger_entries where send_id is not null and state = 'success' group by send_id
      ) l on l.send_id = s.id
      where s.cost_reserved <> -coalesce(l.debited, 0) or s.refunded <> coalesce(l.returned, 0)
      order by 1`,
  },
  {
    rule: "a send's recipients handed to the operator are exactly those before its dispatched count, once each",
    offenders: sql`
      select s.id as send_id, s.sending_type, s.dispatched, r.with_status, r.before_dispatched, s.status_counts,
        r.counts as recipients_by_status
      from sends s
      join (
        select send_id,
          count(*) filter (where status is not null)::int as with_status,
          count(*) filter (where status is not null and position < sends.dispatched)::int as before_dispatched,
          array[
            count(*) filter (where status = 0), count(*) filter (where status = 1), count(*) filter (where status = 2),
            count(*) filter (where status = 3), count(*) filter (where status = 4)
          ]::int[] as counts
        from send_recipients join sends on sends.id = send_recipients.send_id
        group by send_id
      ) r on r.send_id = s.id
      where (s.sending_type <> 'pattern' and (r.with_status <> s.dispatched or r.before_dispatched <> s.dispatched))
        or (s.status_counts is not null and s.status_counts <> r.counts)
      order by 1`,
  },
  {
    rule: "no send is stuck: being created, due and not started, or running without progress",
    offenders: sql`
      select id as send_id, state_id, created_at, send_time, progress_at, dispatched, recipient_count
      from sends
      where (state_id = ${SEND_STATES.creating} and created_at < now() - ${STUCK_AFTER})
        or (state_id = ${SEND_STATES.queued} and send_time < now() - ${STUCK_AFTER})
        or (state_id = ${SEND_STATES.sending} and coalesce(progress_at, started_at, created_at) < now() - ${STUCK_AFTER})
      order by 1`,
  },
  {
    rule: "a phonebook's kept contact count is its contacts",
    offenders: sql`
      select p.id as phonebook_id, p.contact_count as kept, coalesce(c.n, 0) as contacts
      from phonebooks p
      left join (select phonebook_id, count(*)::int as n from contacts group by phonebook_id) c on c.phonebook_id = p.id
      where p.contact_count <> coalesce(c.n, 0)
      order by 1`,
  },
];

/** Every rule with its offenders; an empty list when everything holds. */
export async function consistencyFindings(db: Db): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { rule, offenders } of RULES) {
    const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${offenders}) o`));
    const count = Number(counted?.n ?? 0);
    if (count === 0) continue;
    const examples = rowsOf<Record<string, unknown>>(await db.execute(sql`${offenders} limit ${NAMED}`));
    findings.push({ rule, count, examples });
  }
  return findings;
}
