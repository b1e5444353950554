import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { ReportFilters } from "@/lib/contract/report";
import type { Db } from "../db/client";
import { sends } from "../db/schema";
import { alongIndex } from "./along-index";
import { sendRowColumns } from "./send-row";

/** The three lists of the report: the last 30 days, the panel's own (systemic) sends, the archive. */
export type ReportList = "new" | "systemic" | "archive";

/**
 * Each send is in exactly one list: not archived and made by the user (`new`) or by the panel
 * (`systemic`), or archived (`archive`, whoever made it). Archiving is the job of
 * archive-job.ts, so a send leaves the window as soon as it is archived.
 */
function listOf(list: ReportList, userId: number): SQL {
  if (list === "archive") return and(eq(sends.userId, userId), isNotNull(sends.archivedAt))!;
  return and(eq(sends.userId, userId), eq(sends.systemic, list === "systemic"), isNull(sends.archivedAt))!;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);
/** The first instant after second `seconds`: a `to` bound holds its whole second. */
const afterSecond = (seconds: number) => new Date((seconds + 1) * 1000);

/** `%`, `_` and the escape itself taken literally in LIKE. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Edge's `username` filter (`*` any run of characters) against the one account whose sends these are. */
function usernameMatches(pattern: string, username: string): boolean {
  const regex = pattern
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${regex}$`, "i").test(username);
}

function filterConditions(f: ReportFilters, username: string): SQL[] {
  const where: SQL[] = [];
  if (f.username !== undefined && !usernameMatches(f.username, username)) where.push(sql`false`);
  if (f.number !== undefined) where.push(eq(sends.fromNumber, f.number));
  if (f.messages_outbox_id !== undefined) where.push(eq(sends.id, f.messages_outbox_id));
  if (f.create_from_date !== undefined) where.push(gte(sends.createdAt, fromSeconds(f.create_from_date)));
  if (f.create_to_date !== undefined) where.push(lt(sends.createdAt, afterSecond(f.create_to_date)));
  if (f.send_from_date !== undefined) where.push(gte(sends.sendTime, fromSeconds(f.send_from_date)));
  if (f.send_to_date !== undefined) where.push(lt(sends.sendTime, afterSecond(f.send_to_date)));
  if (f.from_exit_count !== undefined) where.push(gte(sends.dispatched, f.from_exit_count));
  if (f.to_exit_count !== undefined) where.push(lte(sends.dispatched, f.to_exit_count));
  if (f.message !== undefined) where.push(ilike(sends.message, `%${likeLiteral(f.message)}%`));
  if (f.state_id !== undefined) where.push(eq(sends.stateId, f.state_id));
  return where;
}

/** The sends of one list of the user that pass the filters. */
export function reportWhere(list: ReportList, user: { id: number; username: string }, filters: ReportFilters): SQL {
  return and(listOf(list, user.id), ...filterConditions(filters, user.username))!;
}

/** One page of those sends, newest first, and how many there are. */
export async function sendsPage(db: Db, where: SQL, page: number, limit: number) {
  const rows = await alongIndex(db, (tx) =>
    tx
      .select(sendRowColumns)
      .from(sends)
      .where(where)
      .orderBy(desc(sends.id))
      .limit(limit)
      .offset((page - 1) * limit),
  );
  const [total] = await db.select({ n: count() }).from(sends).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The same sends in batches, newest first, read by id so a long export never re-counts an offset. */
export async function* sendBatches(db: Db, where: SQL, size: number) {
  let before: number | null = null;
  for (;;) {
    const rows = await alongIndex(db, (tx) =>
      tx
        .select(sendRowColumns)
        .from(sends)
        .where(before === null ? where : and(where, lt(sends.id, before)))
        .orderBy(desc(sends.id))
        .limit(size),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1]!.id;
  }
}
