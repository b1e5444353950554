import type { Database, Db } from "../db/client";
import type { Membership } from "../colleagues/membership";
import type { TokenRow } from "./tokens";

/** What a session check found: the token and the membership it works in. */
export interface LiveSession {
  token: TokenRow;
  membership: Membership;
}

/** The channel the database's triggers announce session changes on (migration 0029). */
const SESSION_CHANGES_CHANNEL = "session_changes";
/** A session is read again at least this often, whatever was announced. */
const KEPT_MS = 60_000;
/** Sessions kept at most; past this the whole store is emptied and fills again. */
const MAX_KEPT = 10_000;

export interface SessionCache {
  /** The session kept for this token hash, while it is neither announced changed, expired nor old. */
  get(hash: string, now: number): LiveSession | undefined;
  /** Where changes stand now: `keep` stores a session only if none was announced since this. */
  readonly generation: number;
  keep(hash: string, session: LiveSession, readAt: number, now: number): void;
}

const caches = new WeakMap<Db, SessionCache>();

/** The sessions kept for this database, or none (every call then reads its session). */
export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

/**
 * Keeps each session this process has checked, so a call reads its session from memory instead of
 * the six-table join (on PGlite, a third of a short call's time). Correct only where every write
 * is heard at its commit: the database's triggers announce each change that can end or narrow a
 * session (migration 0029), and PGlite, whose one process holds the database alone, hears its own
 * announcements before the committing statement returns. So only PGlite keeps sessions; on
 * PostgreSQL, where another process's announcement may arrive late or be lost with a dropped
 * connection, every call reads its session.
 *
 * An announcement forgets every kept session (changes are rare: sign-ins, revocations, a role or a
 * profile saved). A session read while a change was announced is not kept, so a read that began
 * before a revocation and ended after it cannot bring the revoked session back.
 */
export async function keepSessions(database: Database): Promise<void> {
  if (database.driver !== "pglite") return;
  const kept = new Map<string, { session: LiveSession; until: number }>();
  let generation = 0;
  await database.listen(SESSION_CHANGES_CHANNEL, () => {
    generation++;
    kept.clear();
  });
  caches.set(database.db, {
    get(hash, now) {
      const entry = kept.get(hash);
      if (!entry) return undefined;
      if (entry.until > now && entry.session.token.expiresAt.getTime() > now) return entry.session;
      kept.delete(hash);
      return undefined;
    },
    get generation() {
      return generation;
    },
    keep(hash, session, readAt, now) {
      if (readAt !== generation) return;
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(hash, { session, until: now + KEPT_MS });
    },
  });
}
