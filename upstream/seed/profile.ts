import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings, geoCities, userProfiles, users } from "../db/schema";
import { findUserByUsername } from "../services/users";
import { DEMO_PROFILE } from "./data/profile";

const PROFILE_SEED_KEY = "seed_profile_version";
const PROFILE_SEED_VERSION = "1";

/**
 * demo's profile, once, after the geography it names is in place; the account is named after the
 * person, as a saved personal section names it. True when added.
 */
export async function seedProfiles(db: Db, seedLock: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, PROFILE_SEED_KEY));
    if (mark) return false;
    const owner = await findUserByUsername(tx, DEMO_PROFILE.username);
    const [city] = await tx
      .select({ id: geoCities.id })
      .from(geoCities)
      .where(eq(geoCities.id, DEMO_PROFILE.address.cityId));
    if (!owner || !city) return false;
    const { personal, legal, contact, address } = DEMO_PROFILE;
    await tx
      .insert(userProfiles)
      .values({ userId: owner.id, ...personal, ...legal, ...contact, ...address })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({ name: `${personal.firstName} ${personal.lastName}` })
      .where(eq(users.id, owner.id));
    await tx.insert(appSettings).values({ key: PROFILE_SEED_KEY, value: PROFILE_SEED_VERSION });
    return true;
  });
}
