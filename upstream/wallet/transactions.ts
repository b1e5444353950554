import { and, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import {
  PAYMENT_STATE_TITLES,
  TRANSACTION_METHOD_TITLES,
  TRANSACTION_TYPE_TITLES,
  type PaymentState,
  type Transaction,
  type TransactionFilters,
  type TransactionMethod,
  type TransactionType,
} from "@/lib/contract/payment";
import { toLatinDigits } from "@/lib/validation/digits";
import type { Db, Tx } from "../db/client";
import { ledgerDayCounts, ledgerEntries } from "../db/schema";
import { alongIndex } from "../reports/along-index";
import { formatDateTime } from "../services/time";
import { jalaliTimeFormatter } from "../sheets/jalali-time";

/** Buckets the transactions list shows: tax rows are nobody's credit and never listed. */
const LISTED_BUCKETS = ["credit", "gift"];

const transactionColumns = {
  id: ledgerEntries.id,
  amount: ledgerEntries.amount,
  method: ledgerEntries.method,
  state: ledgerEntries.state,
  bucket: ledgerEntries.bucket,
  description: ledgerEntries.description,
  createdAt: ledgerEntries.createdAt,
  sendId: ledgerEntries.sendId,
  paymentId: ledgerEntries.paymentId,
};
type TransactionSource = {
  id: number;
  amount: string;
  method: string;
  state: string;
  bucket: string;
  description: string;
  createdAt: Date;
  sendId: number | null;
  paymentId: number | null;
};

/** The whole number a search is, or null for a text. */
function searchedNumber(filters: TransactionFilters): number | null {
  const text = filters.search ? toLatinDigits(filters.search) : "";
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The rows a user's transactions list keeps for `filters`: buckets credit and gift, any state;
 * dates in Unix seconds, both bounds inclusive; deposit is a positive amount, withdrawal a
 * negative one; the amount range on the amount's size; the text in the description (Persian
 * digits read as Latin ones), a whole number as the row's own, send or payment id.
 */
export function transactionsWhere(userId: number, filters: TransactionFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerEntries.userId, userId),
    inArray(ledgerEntries.bucket, LISTED_BUCKETS),
  ];
  if (filters.from_date !== undefined)
    conditions.push(gte(ledgerEntries.createdAt, new Date(filters.from_date * 1000)));
  if (filters.to_date !== undefined)
    conditions.push(lt(ledgerEntries.createdAt, new Date((filters.to_date + 1) * 1000)));
  if (filters.type === "deposit") conditions.push(gt(ledgerEntries.amount, "0"));
  if (filters.type === "withdrawal") conditions.push(lt(ledgerEntries.amount, "0"));
  if (filters.method !== undefined) conditions.push(eq(ledgerEntries.method, filters.method));
  if (filters.state !== undefined) conditions.push(eq(ledgerEntries.state, filters.state));
  if (filters.min_amount !== undefined) conditions.push(sql`abs(${ledgerEntries.amount}) >= ${filters.min_amount}`);
  if (filters.max_amount !== undefined) conditions.push(sql`abs(${ledgerEntries.amount}) <= ${filters.max_amount}`);
  if (filters.search !== undefined && filters.search !== "") {
    const text = toLatinDigits(filters.search);
    const asNumber = searchedNumber(filters);
    // A whole number is a row's, send's or payment's number (which is also all a description
    // holds of it): found through their indexes, not by reading every description.
    const asId = asNumber !== null && asNumber <= 2_147_483_647 ? asNumber : null;
    conditions.push(
      asNumber === null
        ? ilike(ledgerEntries.description, escapeLike(text))
        : or(
            eq(ledgerEntries.sendId, asNumber),
            asId === null ? undefined : eq(ledgerEntries.paymentId, asId),
            asId === null ? undefined : eq(ledgerEntries.id, asId),
          ),
    );
  }
  return and(...conditions)!;
}

const transactionOrder = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];

/** A stored row as the contract's transaction: the signed amount as a number, its type from the sign. */
function transactionOf(row: TransactionSource): Transaction {
  const amount = Number(row.amount);
  return {
    id: row.id,
    amount,
    type: amount < 0 ? "withdrawal" : "deposit",
    method: row.method as TransactionMethod,
    state: row.state as Transaction["state"],
    bucket: row.bucket as Transaction["bucket"],
    description: row.description,
    created_at: formatDateTime(row.createdAt),
    send_id: row.sendId,
    payment_id: row.paymentId,
  };
}

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The owner's rows the filters keep per UTC day, newest day first, from the kept counts (ledger_day_counts). */
async function countsByDay(tx: Tx, userId: number, filters: TransactionFilters, from?: Date, to?: Date) {
  const c = ledgerDayCounts;
  const rows = await tx
    .select({ day: c.day, rows: sql<number>`sum(${c.rows})::int` })
    .from(c)
    .where(
      and(
        eq(c.userId, userId),
        inArray(c.bucket, LISTED_BUCKETS),
        filters.type === undefined ? undefined : eq(c.sign, filters.type === "deposit" ? 1 : -1),
        filters.method === undefined ? undefined : eq(c.method, filters.method),
        filters.state === undefined ? undefined : eq(c.state, filters.state),
        from === undefined ? undefined : gte(c.day, from.toISOString().slice(0, 10)),
        to === undefined ? undefined : lte(c.day, new Date(to.getTime() - 1).toISOString().slice(0, 10)),
      ),
    )
    .groupBy(c.day)
    .having(sql`sum(${c.rows}) > 0`)
    .orderBy(desc(c.day));
  return rows;
}

/**
 * One page of the list, newest first, and how many rows the filters keep. Without an amount or
 * text filter, the total and the page's place come from the per-day counts: the days are summed
 * newest first to the day the page starts in (a day cut by the date range is counted exactly
 * along the list index), and the page is read from that day on, skipping only rows of that day.
 * A first, deep or filtered page thus reads a few thousand index entries at most. With an amount
 * or text filter, the rows are counted and skipped along the list index.
 */
export async function transactionsPage(
  db: Db,
  userId: number,
  query: { page: number; limit: number; filters: TransactionFilters },
): Promise<{ rows: Transaction[]; total: number }> {
  const { filters, limit } = query;
  const where = transactionsWhere(userId, filters);
  const offset = (query.page - 1) * limit;
  const page = (tx: Tx, bound: SQL | undefined, skip: number) =>
    tx
      .select(transactionColumns)
      .from(ledgerEntries)
      .where(and(where, bound))
      .orderBy(...transactionOrder)
      .limit(limit)
      .offset(skip);

  if (searchedNumber(filters) !== null) {
    // A number finds a few rows through the id indexes (bitmap scans on); they are then ordered.
    const matches = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(where);
    if (matches.length === 0) return { rows: [], total: 0 };
    const rows = await db
      .select(transactionColumns)
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.id,
          matches.map((match) => match.id),
        ),
      )
      .orderBy(...transactionOrder)
      .limit(limit)
      .offset(offset);
    return { rows: rows.map(transactionOf), total: matches.length };
  }

  if (filters.min_amount !== undefined || filters.max_amount !== undefined || filters.search) {
    return alongIndex(db, async (tx) => {
      const [rows, [total]] = await Promise.all([
        page(tx, undefined, offset),
        tx.select({ n: count() }).from(ledgerEntries).where(where),
      ]);
      return { rows: rows.map(transactionOf), total: total?.n ?? 0 };
    });
  }

  return alongIndex(db, async (tx) => {
    const from = filters.from_date === undefined ? undefined : new Date(filters.from_date * 1000);
    const to = filters.to_date === undefined ? undefined : new Date((filters.to_date + 1) * 1000);
    const days = await countsByDay(tx, userId, filters, from, to);
    // A day the range cuts is counted exactly: at most one day's rows along the index.
    for (const day of days) {
      const start = dayStart(day.day);
      const end = new Date(start.getTime() + DAY_MS);
      if ((from && from > start) || (to && to < end)) {
        const [exact] = await tx
          .select({ n: count() })
          .from(ledgerEntries)
          .where(and(where, gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end)));
        day.rows = exact?.n ?? 0;
      }
    }
    const total = days.reduce((sum, day) => sum + day.rows, 0);
    if (offset >= total) return { rows: [], total };
    let before = 0;
    let startDay = days[0]!;
    for (const day of days) {
      startDay = day;
      if (before + day.rows > offset) break;
      before += day.rows;
    }
    const end = new Date(dayStart(startDay.day).getTime() + DAY_MS);
    const rows = await page(tx, lt(ledgerEntries.createdAt, end), offset - before);
    return { rows: rows.map(transactionOf), total };
  });
}

/** Rows read per query while the file is written. */
const FILE_PAGE = 5_000;

const TRANSACTION_FILE_TITLES = [
  "شناسه",
  "زمان",
  "نوع",
  "روش",
  "مبلغ (ریال)",
  "اعتبار",
  "وضعیت",
  "توضیحات",
  "شماره ارسال",
  "شماره پرداخت",
] as const;

const BUCKET_TITLES: Record<string, string> = { credit: "اعتبار اصلی", gift: "اعتبار هدیه" };

/**
 * A signed amount for a sheet: a withdrawal is written with the minus sign U+2212, which no
 * spreadsheet reads as the start of a formula (a leading hyphen would be escaped with an apostrophe).
 */
const signedSheetAmount = (amount: string) => {
  const [whole, fraction = ""] = amount.replace(/^-/, "").split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return `${amount.startsWith("-") ? "\u2212" : ""}${whole}${trimmed ? `.${trimmed}` : ""}`;
};

/** Titles first, then every row `where` keeps, newest first, read along the list index a page at a time. */
export async function* transactionSheetRows(db: Db, where: SQL): AsyncGenerator<string[][]> {
  yield [[...TRANSACTION_FILE_TITLES]];
  const jalaliTime = jalaliTimeFormatter();
  // The last row's time as PostgreSQL wrote it (microseconds kept), so the next page starts exactly after it.
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const rows: (TransactionSource & { at: string })[] = await db
      .select({ ...transactionColumns, at: sql<string>`${ledgerEntries.createdAt}::text` })
      .from(ledgerEntries)
      .where(
        after === null
          ? where
          : and(
              where,
              sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.at}::timestamptz, ${after.id})`,
            ),
      )
      .orderBy(...transactionOrder)
      .limit(FILE_PAGE);
    yield rows.map((row) => {
      const type: TransactionType = row.amount.startsWith("-") ? "withdrawal" : "deposit";
      return [
        String(row.id),
        jalaliTime(row.createdAt),
        TRANSACTION_TYPE_TITLES[type],
        TRANSACTION_METHOD_TITLES[row.method as TransactionMethod] ?? row.method,
        signedSheetAmount(row.amount),
        BUCKET_TITLES[row.bucket] ?? row.bucket,
        PAYMENT_STATE_TITLES[row.state as PaymentState] ?? row.state,
        row.description,
        row.sendId === null ? "" : String(row.sendId),
        row.paymentId === null ? "" : String(row.paymentId),
      ];
    });
    if (rows.length < FILE_PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
