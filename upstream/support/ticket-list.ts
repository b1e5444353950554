import { and, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import {
  type RequestType,
  type Importance,
  SUPPORT_MESSAGES,
  TICKET_STATE_NAMES,
  type TicketListQuery,
  type TicketRow,
  type TicketStateId,
} from "@/lib/contract/support";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fromJalaliDay } from "@/lib/date/jalali-parts";
import { dateToIsoDay } from "@/lib/date/iso-day";
import { isValidJalali } from "@/lib/date/jalali-validity";
import type { Db } from "../db/client";
import { ticketCategories, ticketInteractions, ticketSubCategories, tickets, users } from "../db/schema";
import { validationFailed } from "../http/failure";
import { normalizeForSearch, SQL_FOLD } from "./normalize";
import { MAX_STORED_ID } from "./owned-ticket";

const DAY_MS = 24 * 3600 * 1000;
/** Words of `q` that must each be found; more are not read. */
const MAX_QUERY_WORDS = 8;

/** The instant a Jalali day (`YYYY-MM-DD`) starts in Tehran (Iran keeps +03:30 all year). */
function tehranDayStart(day: string, field: "from_date" | "to_date"): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  if (!isValidJalali(year, month, date)) throw validationFailed({ [field]: [SUPPORT_MESSAGES.dateInvalid] });
  const gregorian = dateToIsoDay(fromJalaliDay({ year, month, day: date }));
  return new Date(`${gregorian}T00:00:00+03:30`);
}

/** Text as normalize.ts folds it, worked out in the database (no normalised copy of a ticket is stored). */
const folded = (text: SQL) => sql`lower(translate(${text}, ${SQL_FOLD.from}, ${SQL_FOLD.to}))`;

/** Each word of `q` somewhere in the subject, the first text or any message of the request. */
function textFilter(q: string): SQL | undefined {
  const words = normalizeForSearch(q).split(" ").filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return undefined;
  const own = folded(sql`${tickets.subject} || ' ' || ${tickets.description}`);
  const message = folded(sql`${ticketInteractions.description}`);
  return and(
    ...words.map((word) =>
      or(
        sql`strpos(${own}, ${word}) > 0`,
        sql`exists (select 1 from ${ticketInteractions} where ${ticketInteractions.ticketId} = ${tickets.id} and strpos(${message}, ${word}) > 0)`,
      )!,
    ),
  );
}

/** An id filter: one no row can have matches nothing. */
const idFilter = (column: PgColumn, id: number | undefined) =>
  id === undefined ? undefined : id > MAX_STORED_ID ? sql`false` : eq(column, id);

function filtersOf(accountId: number, query: TicketListQuery): SQL {
  const from = query.from_date ? tehranDayStart(query.from_date, "from_date") : undefined;
  const to = query.to_date ? tehranDayStart(query.to_date, "to_date") : undefined;
  return and(
    eq(tickets.userId, accountId),
    query.type ? eq(tickets.type, query.type) : undefined,
    idFilter(tickets.id, query.ticket_id),
    query.state_id === undefined ? undefined : eq(tickets.stateId, query.state_id),
    idFilter(tickets.categoryId, query.category_id),
    idFilter(tickets.subCategoryId, query.sub_category_id),
    from ? gte(tickets.createdAt, from) : undefined,
    to ? lt(tickets.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
    query.q ? textFilter(query.q) : undefined,
    query.user_seen === undefined ? undefined : eq(tickets.userSeen, query.user_seen === "1"),
  )!;
}

const interactionCount = sql<number>`(select count(*) from ${ticketInteractions} where ${ticketInteractions.ticketId} = ${tickets.id})`;
const minRate = sql<
  number | null
>`(select min(${ticketInteractions.rate}) from ${ticketInteractions} where ${ticketInteractions.ticketId} = ${tickets.id})`;

/** A page of the account's requests in Edge's list shape, newest activity first. */
export async function listTickets(
  db: Db,
  accountId: number,
  query: TicketListQuery,
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = filtersOf(accountId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ticket: tickets,
        uname: users.username,
        categoryName: ticketCategories.name,
        subTitle: ticketSubCategories.title,
        interactions: interactionCount.mapWith(Number),
        minRate: minRate.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
      .leftJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.subCategoryId))
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ ticket: t, uname, categoryName, subTitle, interactions, minRate: lowest }) => ({
      id: t.id,
      ticket_id: t.id,
      user_id: t.userId,
      parent_id: null,
      type: t.type as RequestType,
      category_id: t.categoryId,
      sub_category_id: t.subCategoryId,
      importance: t.importance as Importance,
      state_id: t.stateId,
      subject: t.subject,
      desc: t.description,
      manager_comment: null,
      close_desc: t.closeDesc,
      admin_seen: t.adminSeen ? 1 : 0,
      user_seen: t.userSeen ? 1 : 0,
      sms_notification: t.smsNotification ? 1 : 0,
      interaction_count: interactions,
      longest_interaction: 0,
      min_rate: lowest,
      deleted_at: null,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
      jira_id: null,
      rate: t.rate ?? 0,
      rate_comment: t.rateComment,
      user: { user_id: t.userId, uname },
      category: { id: t.categoryId, name: categoryName },
      sub_category: t.subCategoryId !== null && subTitle !== null ? { id: t.subCategoryId, title: subTitle } : null,
      state: { id: t.stateId, name: TICKET_STATE_NAMES[t.stateId as TicketStateId] ?? "" },
      forward: null,
    })),
  };
}
