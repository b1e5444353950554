import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { partners, userProfiles, users } from "../db/schema";

const joined = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ").trim();

/**
 * The names the conversation shows for members, by id: a colleague by the first and last name their
 * owner gave them, the owner by the first and last name of their profile, else their name, else
 * their username. Also each one's username.
 */
export async function memberNames(db: Db, ids: number[]): Promise<Map<number, { name: string; username: string }>> {
  const names = new Map<number, { name: string; username: string }>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return names;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      profileFirst: userProfiles.firstName,
      profileLast: userProfiles.lastName,
      colleagueFirst: partners.firstName,
      colleagueLast: partners.lastName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(partners, eq(partners.userId, users.id))
    .where(inArray(users.id, wanted));
  for (const row of rows) {
    const name =
      joined(row.colleagueFirst, row.colleagueLast) ||
      joined(row.profileFirst, row.profileLast) ||
      row.name?.trim() ||
      row.username;
    names.set(row.id, { name, username: row.username });
  }
  return names;
}
