import { and, desc, eq, gte, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import type { ApiCallDetail, ApiCallListQuery, ApiCallRow } from "@/lib/contract/api-keys";
import type { Db } from "../db/client";
import { apiCalls, apiKeys } from "../db/schema";
import { formatDateTime } from "../services/time";

/** The instant a Tehran calendar day starts (Iran keeps +03:30 all year). */
const tehranDayStart = (day: string) => new Date(`${day}T00:00:00+03:30`);
const DAY_MS = 86_400_000;

const STATUS_RANGES = { "2xx": [200, 300], "4xx": [400, 500], "5xx": [500, 600] } as const;

/** `%` and `_` in a searched path are the characters themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The next page's cursor: the last row's time in milliseconds and its id, so the next page starts
 * strictly after it on (created_at, id) — keyset paging that the (user_id, created_at) index
 * answers at any depth.
 */
const cursorOf = (row: { createdAt: Date; id: number }) => `${row.createdAt.getTime()}.${row.id}`;

/** Strictly after the cursor's row, as one row comparison the indexes answer directly. */
function afterCursor(cursor: string): SQL {
  const [ms, id] = cursor.split(".").map(Number) as [number, number];
  return sql`(${apiCalls.createdAt}, ${apiCalls.id}) < (${new Date(ms).toISOString()}::timestamptz, ${id})`;
}

function callsWhere(accountId: number, query: ApiCallListQuery): SQL {
  const status = query.status_class && STATUS_RANGES[query.status_class];
  return and(
    eq(apiCalls.userId, accountId),
    query.key_id === undefined ? undefined : eq(apiCalls.keyId, query.key_id),
    status ? and(gte(apiCalls.status, status[0]), lt(apiCalls.status, status[1])) : undefined,
    query.path ? like(apiCalls.path, `%${likeEscaped(query.path)}%`) : undefined,
    query.from_day === undefined ? undefined : gte(apiCalls.createdAt, tehranDayStart(query.from_day)),
    query.to_day === undefined
      ? undefined
      : lt(apiCalls.createdAt, new Date(tehranDayStart(query.to_day).getTime() + DAY_MS)),
    query.cursor === undefined ? undefined : afterCursor(query.cursor),
  )!;
}

const rowColumns = {
  id: apiCalls.id,
  keyId: apiCalls.keyId,
  keyTitle: apiKeys.title,
  method: apiCalls.method,
  path: apiCalls.path,
  status: apiCalls.status,
  durationMs: apiCalls.durationMs,
  clientAddress: apiCalls.clientAddress,
  createdAt: apiCalls.createdAt,
};

interface Selected {
  id: number;
  keyId: number;
  keyTitle: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  clientAddress: string | null;
  createdAt: Date;
}

const rowOut = (row: Selected): ApiCallRow => ({
  id: row.id,
  key_id: row.keyId,
  key_title: row.keyTitle,
  method: row.method,
  path: row.path,
  status: row.status,
  duration_ms: row.durationMs,
  client_address: row.clientAddress,
  created_at: formatDateTime(row.createdAt),
});

/** A page of the account's calls, newest first, and the cursor of the next page (null on the last). */
export async function apiCallPage(
  db: Db,
  accountId: number,
  query: ApiCallListQuery,
): Promise<{ calls: ApiCallRow[]; next_cursor: string | null }> {
  const rows = await db
    .select(rowColumns)
    .from(apiCalls)
    .innerJoin(apiKeys, eq(apiKeys.id, apiCalls.keyId))
    .where(callsWhere(accountId, query))
    .orderBy(desc(apiCalls.createdAt), desc(apiCalls.id))
    .limit(query.per_page + 1);
  const page = rows.slice(0, query.per_page);
  const last = page[page.length - 1];
  return { calls: page.map(rowOut), next_cursor: rows.length > query.per_page && last ? cursorOf(last) : null };
}

/** One of the account's calls with its request and answer; null for another account's or none. */
export async function apiCallDetail(db: Db, accountId: number, id: number): Promise<ApiCallDetail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      query: apiCalls.query,
      requestHeaders: apiCalls.requestHeaders,
      requestBody: apiCalls.requestBody,
      responseHeaders: apiCalls.responseHeaders,
      responseBody: apiCalls.responseBody,
    })
    .from(apiCalls)
    .innerJoin(apiKeys, eq(apiKeys.id, apiCalls.keyId))
    .where(and(eq(apiCalls.id, id), eq(apiCalls.userId, accountId)));
  if (!row) return null;
  return {
    ...rowOut(row),
    query: row.query,
    request_headers: row.requestHeaders ?? {},
    request_body: row.requestBody,
    response_headers: row.responseHeaders ?? {},
    response_body: row.responseBody,
  };
}

/** Calls older than this many days are deleted by the pruner. */
const KEPT_DAYS = 30;
const PRUNE_CHUNK = 10_000;

/** Deletes calls older than 30 days, a chunk at a time (short transactions); answers how many went. */
export async function pruneApiCalls(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEPT_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const oldest = db
      .select({ id: apiCalls.id })
      .from(apiCalls)
      .where(lt(apiCalls.createdAt, before))
      .limit(PRUNE_CHUNK);
    const gone = await db.delete(apiCalls).where(inArray(apiCalls.id, oldest)).returning({ id: apiCalls.id });
    const n = gone.length;
    total += n;
    if (n < PRUNE_CHUNK) break;
  }
  // PGlite runs no autovacuum: without fresh statistics the planner takes a grown log for a small
  // one and sorts it whole instead of reading a page off its index.
  await db.execute(sql`analyze ${apiCalls}`);
  return total;
}
