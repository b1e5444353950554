import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/password-hash";
import type { Tx } from "../db/client";
import { appSettings, partnerRoles, partners, users } from "../db/schema";
import { DEMO_COLLEAGUE_PASSWORD, DEMO_COLLEAGUES, DEMO_ROLES } from "./data/colleagues";

const COLLEAGUES_SEED_KEY = "seed_colleagues_version";
const COLLEAGUES_SEED_VERSION = "1";
const DEMO_OWNER = "demo";
const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo account's two roles and three colleagues, once: one active and one deactivated (both
 * with the password `DEMO_COLLEAGUE_PASSWORD`), and one pending, invited without a password yet
 * (the owner resends the invitation to set one). True when added.
 */
export async function seedColleagues(tx: Tx, now = new Date()): Promise<boolean> {
  const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, COLLEAGUES_SEED_KEY));
  if (mark) return false;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_OWNER));
  if (owner) {
    const daysAgo = (days: number | null) => (days === null ? null : new Date(now.getTime() - days * DAY_MS));
    const [known, unusable] = await Promise.all([
      hashPassword(DEMO_COLLEAGUE_PASSWORD),
      hashPassword(randomBytes(32).toString("hex")),
    ]);
    const roles = await tx
      .insert(partnerRoles)
      .values(
        DEMO_ROLES.map((role) => ({ ownerId: owner.id, ...role, createdAt: daysAgo(45)!, updatedAt: daysAgo(45)! })),
      )
      .returning({ id: partnerRoles.id, title: partnerRoles.title });
    for (const colleague of DEMO_COLLEAGUES) {
      const invited = daysAgo((colleague.firstSignInDaysAgo ?? 2) + 1)!;
      const [user] = await tx
        .insert(users)
        .values({
          username: colleague.username,
          name: `${colleague.firstName} ${colleague.lastName}`,
          mobile: colleague.mobile,
          passwordHash: colleague.state === "pending" ? unusable : known,
          status: "active",
          createdAt: invited,
          updatedAt: invited,
        })
        .returning({ id: users.id });
      await tx.insert(partners).values({
        userId: user!.id,
        ownerId: owner.id,
        roleId: roles.find((r) => r.title === colleague.role)!.id,
        firstName: colleague.firstName,
        lastName: colleague.lastName,
        state: colleague.state,
        passwordSetAt: colleague.state === "pending" ? null : invited,
        firstSignInAt: daysAgo(colleague.firstSignInDaysAgo),
        lastActivityAt: daysAgo(colleague.lastActivityDaysAgo),
        createdAt: invited,
        updatedAt: invited,
      });
    }
  }
  await tx.insert(appSettings).values({ key: COLLEAGUES_SEED_KEY, value: COLLEAGUES_SEED_VERSION });
  return true;
}
