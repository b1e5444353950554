import { and, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import {
  COLLEAGUE_MESSAGES,
  type Colleague,
  type ColleagueDetail,
  type ColleagueState,
} from "@/lib/contract/colleagues";
import { toLatinDigits } from "@/lib/validation/digits";
import type { Db, Tx } from "../db/client";
import { partnerRoles, partners, users } from "../db/schema";
import { notFound } from "../http/failure";
import { containsPattern } from "../phonebooks/ownership";
import { activeSessions } from "../security/sessions";
import { formatDateTime } from "../services/time";

type PartnerRow = typeof partners.$inferSelect;

const colleagueColumns = { partner: partners, user: users, roleTitle: partnerRoles.title };
type ColleagueRow = { partner: PartnerRow; user: typeof users.$inferSelect; roleTitle: string };

const stamp = (date: Date | null) => (date ? formatDateTime(date) : null);

const colleagueOut = ({ partner, user, roleTitle }: ColleagueRow): Colleague => ({
  id: partner.userId,
  first_name: partner.firstName,
  last_name: partner.lastName,
  mobile: user.mobile,
  username: user.username,
  role_id: partner.roleId,
  role_title: roleTitle,
  state: partner.state as ColleagueState,
  two_step: user.twoStep,
  last_activity_at: stamp(partner.lastActivityAt),
  first_sign_in_at: stamp(partner.firstSignInAt),
  created_at: formatDateTime(partner.createdAt),
});

const colleaguesOf = (db: Db | Tx) =>
  db
    .select(colleagueColumns)
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .innerJoin(partnerRoles, eq(partnerRoles.id, partners.roleId));

/** The owner's colleague (not deleted), or 404 as for one that does not exist (another owner's included). */
export async function ownColleague(db: Db | Tx, ownerId: number, id: number): Promise<ColleagueRow> {
  const [row] = await colleaguesOf(db).where(
    and(eq(partners.userId, id), eq(partners.ownerId, ownerId), ne(partners.state, "deleted")),
  );
  if (!row) throw notFound(COLLEAGUE_MESSAGES.colleagueNotFound);
  return row;
}

export async function colleagueAnswer(db: Db | Tx, ownerId: number, id: number): Promise<Colleague> {
  return colleagueOut(await ownColleague(db, ownerId, id));
}

/** Names, username and mobile, as typed: 0912…, 912…, +98912… and Persian digits find the same mobile. */
function searchOver(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const digits = toLatinDigits(text).replace(/[\s-]/g, "");
  const mobile = /^\+?\d+$/.test(digits) ? digits.replace(/^(\+98|0)/, "") : null;
  return or(
    sql`${partners.firstName} ilike ${pattern}`,
    sql`${partners.lastName} ilike ${pattern}`,
    sql`(${partners.firstName} || ' ' || ${partners.lastName}) ilike ${pattern}`,
    sql`${users.username} ilike ${pattern}`,
    mobile ? sql`${users.mobile} like ${containsPattern(mobile)}` : undefined,
  );
}

export async function colleagueList(
  db: Db,
  ownerId: number,
  query: { page: number; per_page: number; search?: string; state?: ColleagueState; role_id?: number },
): Promise<{ rows: Colleague[]; total: number }> {
  const where = and(
    eq(partners.ownerId, ownerId),
    ne(partners.state, "deleted"),
    query.state ? eq(partners.state, query.state) : undefined,
    query.role_id ? eq(partners.roleId, query.role_id) : undefined,
    query.search ? searchOver(query.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    colleaguesOf(db)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.userId))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(partners).innerJoin(users, eq(users.id, partners.userId)).where(where),
  ]);
  return { rows: rows.map(colleagueOut), total: total?.n ?? 0 };
}

/** A colleague with their open sessions, for their details page. */
export async function colleagueDetail(db: Db, ownerId: number, id: number): Promise<ColleagueDetail> {
  const colleague = await colleagueAnswer(db, ownerId, id);
  const sessions = await activeSessions(db, id, 0);
  return {
    ...colleague,
    sessions: sessions
      .filter((s) => !s.support)
      .map((s) => ({
        id: s.id,
        client_address: s.client_address,
        user_agent: s.user_agent,
        created_at: s.created_at,
        last_used_at: s.last_used_at,
      })),
  };
}

/** How many colleagues the owner has, deleted ones aside (a deactivated one may come back). */
export async function colleagueCount(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partners)
    .where(and(eq(partners.ownerId, ownerId), ne(partners.state, "deleted")));
  return row?.n ?? 0;
}
