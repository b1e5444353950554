import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";

export type User = typeof users.$inferSelect;

/** Usernames are unique whatever their case; a deleted colleague's name is free again. */
const sameUsername = (username: string) =>
  sql`lower(${users.username}) = ${username.trim().toLowerCase()} and ${users.status} <> 'deleted'`;

export async function findUserByUsername(db: Db | Tx, username: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(sameUsername(username)).limit(1);
  return row ?? null;
}

/**
 * Whether a username is free to register. A pending registration whose code was never confirmed
 * holds its name only while its token lives; after that it is dropped.
 */
export async function releaseStaleRegistration(
  db: Db | Tx,
  username: string,
  pendingTtlSeconds: number,
): Promise<void> {
  const before = new Date(Date.now() - pendingTtlSeconds * 1000);
  await db.delete(users).where(and(sameUsername(username), eq(users.status, "pending"), lt(users.createdAt, before)));
}

export async function isUsernameTaken(db: Db | Tx, username: string, pendingTtlSeconds: number): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  if (!user) return false;
  if (user.status !== "pending") return true;
  return user.createdAt.getTime() > Date.now() - pendingTtlSeconds * 1000;
}
