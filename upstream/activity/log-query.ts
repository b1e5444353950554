import { and, count, desc, eq, gte, lt, lte, max, sql, type SQL } from "drizzle-orm";
import { ACTIVITY_KIND_TITLES, type Activity, type ActivityKind } from "@/lib/contract/activity-log";
import type { Db } from "../db/client";
import { activityLog } from "../db/schema";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { formatDateTime } from "../services/time";

export interface ActivityFilters {
  member_id?: number;
  kind?: ActivityKind;
  /** Tehran calendar days, `YYYY-MM-DD`, both included. */
  from_day?: string;
  to_day?: string;
}

type ActivityRow = typeof activityLog.$inferSelect;

/** The instant a Tehran calendar day starts (Iran keeps +03:30 all year). */
const tehranDayStart = (day: string) => new Date(`${day}T00:00:00+03:30`);
const DAY_MS = 86_400_000;

/** The account's entries the filters keep; a member of another account keeps none. */
export function activityWhere(accountId: number, filters: ActivityFilters): SQL {
  return and(
    eq(activityLog.accountId, accountId),
    filters.member_id === undefined ? undefined : eq(activityLog.actorId, filters.member_id),
    filters.kind === undefined ? undefined : eq(activityLog.kind, filters.kind),
    filters.from_day === undefined ? undefined : gte(activityLog.createdAt, tehranDayStart(filters.from_day)),
    filters.to_day === undefined
      ? undefined
      : lt(activityLog.createdAt, new Date(tehranDayStart(filters.to_day).getTime() + DAY_MS)),
  )!;
}

const newestFirst = [desc(activityLog.createdAt), desc(activityLog.id)];

function activityOut(row: ActivityRow): Activity {
  return {
    id: row.id,
    member_id: row.actorId,
    member_name: row.actorName,
    by_owner: row.actorId === row.accountId,
    kind: row.kind as ActivityKind,
    text: row.text,
    link: row.link,
    client_address: row.clientAddress,
    created_at: formatDateTime(row.createdAt),
  };
}

/** One page of entries, newest first, and how many the filters keep. */
export async function activityPage(
  db: Db,
  where: SQL,
  page: { page: number; perPage: number },
): Promise<{ rows: Activity[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { rows: rows.map(activityOut), total: total?.n ?? 0 };
}

/** Entries read per query while the file is written. */
const FILE_PAGE = 5_000;

const ACTIVITY_FILE_TITLES = ["شناسه", "زمان", "انجام‌دهنده", "نقش", "نوع فعالیت", "شرح", "نشانی IP"] as const;

/** The entries `where` keeps, newest first, titles first: id, Jalali time (Tehran), who, owner or colleague, kind, what, address. */
export async function* activityRows(db: Db, where: SQL): AsyncGenerator<string[][]> {
  yield [[...ACTIVITY_FILE_TITLES]];
  const jalaliTime = jalaliTimeFormatter();
  let after: number | null = null;
  for (;;) {
    // Past the last row read, in the same order; its time is compared in the database, at full precision.
    const past: SQL | undefined =
      after === null
        ? undefined
        : sql`(${activityLog.createdAt}, ${activityLog.id}) < (select ${activityLog.createdAt}, ${activityLog.id} from ${activityLog} where ${activityLog.id} = ${after})`;
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(where, past))
      .orderBy(...newestFirst)
      .limit(FILE_PAGE);
    yield rows.map((row) => [
      String(row.id),
      jalaliTime(row.createdAt),
      row.actorName,
      row.actorId === row.accountId ? "مالک" : "همکار",
      ACTIVITY_KIND_TITLES[row.kind as ActivityKind] ?? row.kind,
      row.text,
      row.clientAddress ?? "",
    ]);
    if (rows.length < FILE_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The account's newest entry now: a file holds the log as it stood when asked for. */
export async function newestEntryId(db: Db, accountId: number): Promise<number> {
  const [newest] = await db
    .select({ id: max(activityLog.id) })
    .from(activityLog)
    .where(eq(activityLog.accountId, accountId));
  return newest?.id ?? 0;
}

/** The entries the filters keep, up to `upTo`. */
export const activityUpTo = (accountId: number, filters: ActivityFilters, upTo: number): SQL =>
  and(activityWhere(accountId, filters), lte(activityLog.id, upTo))!;
