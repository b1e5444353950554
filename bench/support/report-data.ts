// A settled send of any size written straight into the database with generate_series, its
// recipients taken through the statuses the runner gives them (handed over, telecom, final), so
// the tables and indexes carry the same dead row versions a real send leaves behind, and settled
// as the runner settles one: its report bookmarks written with its final state.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../upstream/db/client";
import { senderLines, sendRecipients, sends } from "../../upstream/db/schema";
import { writeRecipientBookmarks } from "../../upstream/reports/recipient-bookmarks";
import { progressKey } from "../../upstream/sending/progress";

const LINE = "+9810001000";
/** Positions updated per statement, as the runner hands recipients over in slices. */
const SLICE = 100_000;
const PREFIXES = "array['912','935','920','998']";
const OPERATORS = "array['mci','irancell','rightel','other']";

/** Recipient `position` of a generated send: 98 + its operator's prefix + the position in seven digits. */
export const generatedMsisdn = (position: number) =>
  `98${["912", "935", "920", "998"][position % 4]}${String(position).padStart(7, "0")}`;

async function inSlices(count: number, statement: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < count; from += SLICE) await statement(from, Math.min(count, from + SLICE));
}

/**
 * A sent (6) send of `count` recipients for the user: one in twenty on the blacklist (4), one in
 * ten not reached (3), the rest delivered (2); its final progress and bookmarks recorded as the
 * runner would.
 */
export async function generateSettledSend(db: Db, userId: number, count: number, message: string): Promise<number> {
  const [line] = await db.select({ id: senderLines.id }).from(senderLines).where(eq(senderLines.number, LINE));
  const now = new Date();
  const [send] = await db
    .insert(sends)
    .values({
      userId,
      lineId: line!.id,
      fromNumber: LINE,
      sendingType: "file",
      message,
      cancelSuffix: true,
      parts: 1,
      recipientCount: count,
      dispatched: count,
      stateId: 2,
      sendTime: now,
      startedAt: now,
      costReserved: String(count * 1503),
    })
    .returning({ id: sends.id });
  const id = send!.id;

  await inSlices(count, (from, to) =>
    db.execute(sql`
      insert into ${sendRecipients} (send_id, position, msisdn, operator, text, parts, cost, status, updated_at)
      select ${id}::bigint, g, '98' || (${sql.raw(PREFIXES)})[g % 4 + 1] || lpad(g::text, 7, '0'), (${sql.raw(OPERATORS)})[g % 4 + 1], null, 1, 1503, null,
        now() + g * interval '1 millisecond'
      from generate_series(${from}::int, ${to - 1}::int) g`),
  );
  const range = (from: number, to: number) =>
    sql`${sendRecipients.sendId} = ${id} and ${sendRecipients.position} >= ${from} and ${sendRecipients.position} < ${to}`;
  await inSlices(count, (from, to) =>
    db.execute(
      sql`update ${sendRecipients} set status = case when position % 20 = 7 then 4 else 0 end where ${range(from, to)}`,
    ),
  );
  await inSlices(count, (from, to) =>
    db.execute(sql`update ${sendRecipients} set status = 1 where ${range(from, to)} and status = 0`),
  );
  await inSlices(count, (from, to) =>
    db.execute(
      sql`update ${sendRecipients} set status = case when position % 10 = 3 then 3 else 2 end where ${range(from, to)} and status = 1`,
    ),
  );

  const counted = await db
    .select({ status: sendRecipients.status, n: sql<number>`count(*)::int` })
    .from(sendRecipients)
    .where(eq(sendRecipients.sendId, id))
    .groupBy(sendRecipients.status);
  const statuses: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const row of counted) statuses[row.status!] = row.n;
  await db.transaction(async (tx) => {
    await writeRecipientBookmarks(tx, id);
    await tx
      .update(sends)
      .set({
        stateId: 6,
        finishedAt: new Date(),
        progressKey: progressKey({ state_id: 6, statuses }),
        progressAt: new Date(),
      })
      .where(eq(sends.id, id));
  });
  return id;
}
