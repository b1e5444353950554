import { keepSessions, sessionCacheOf, type LiveSession } from "@/upstream/auth/session-cache";
import type { Database, Db } from "@/upstream/db/client";

/** A database whose session-change announcements the test makes itself. */
async function databaseWithAnnouncements(driver: Database["driver"] = "pglite") {
  let announce = () => {};
  const database = {
    db: {} as Db,
    driver,
    listen: async (_channel: string, onPayload: (payload: string) => void) => {
      announce = () => onPayload("");
    },
  } as unknown as Database;
  await keepSessions(database);
  return { db: database.db, announce: () => announce() };
}

const NOW = Date.parse("2026-11-28T10:00:00Z");
const session = (expiresAt = new Date(NOW + 3_600_000)) =>
  ({ token: { id: 1, expiresAt }, membership: {} }) as unknown as LiveSession;

describe("the sessions an upstream on PGlite keeps", () => {
  it("answers a kept session until a change is announced, then reads it again", async () => {
    const { db, announce } = await databaseWithAnnouncements();
    const cache = sessionCacheOf(db)!;
    const kept = session();
    cache.keep("hash", kept, cache.generation, NOW);
    expect(cache.get("hash", NOW + 1000)).toBe(kept);
    announce();
    expect(cache.get("hash", NOW + 1000)).toBeUndefined();
  });

  it("does not keep a session read while a change was announced: a revoked one cannot come back", async () => {
    const { db, announce } = await databaseWithAnnouncements();
    const cache = sessionCacheOf(db)!;
    const readAt = cache.generation;
    announce();
    cache.keep("hash", session(), readAt, NOW);
    expect(cache.get("hash", NOW)).toBeUndefined();
  });

  it("lets a token's expiry and a minute's age end a kept session", async () => {
    const { db } = await databaseWithAnnouncements();
    const cache = sessionCacheOf(db)!;
    cache.keep("expiring", session(new Date(NOW + 5000)), cache.generation, NOW);
    cache.keep("lasting", session(), cache.generation, NOW);
    expect(cache.get("expiring", NOW + 5000)).toBeUndefined();
    expect(cache.get("lasting", NOW + 59_999)).toBeDefined();
    expect(cache.get("lasting", NOW + 60_000)).toBeUndefined();
  });

  it("keeps nothing on PostgreSQL, where another process's change may be heard late", async () => {
    const { db } = await databaseWithAnnouncements("postgres");
    expect(sessionCacheOf(db)).toBeUndefined();
  });
});
