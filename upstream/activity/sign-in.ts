import { eq } from "drizzle-orm";
import type { SignInTwoStep } from "@/lib/contract/security";
import type { TokenClient } from "../auth/tokens";
import { membershipOf } from "../colleagues/membership";
import type { Db, Tx } from "../db/client";
import { partners, users } from "../db/schema";
import { actorOf } from "./actor";
import { PANEL_LINKS } from "./links";
import { recordActivity } from "./record";

const SECOND_STEPS: Record<SignInTwoStep, string> = {
  sms: "با کد پیامکی",
  ga: "با برنامهٔ احراز هویت",
  recovery: "با کد بازیابی",
};

/**
 * A completed sign-in, in the log of the account the member works in: a colleague's belongs to
 * their owner's. A colleague not yet active (their first sign-in) is found by their invitation.
 */
export async function recordSignInActivity(
  db: Db | Tx,
  input: { userId: number; client: TokenClient; twoStep: SignInTwoStep | null },
): Promise<void> {
  const [member] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!member) return;
  const membership = await membershipOf(db, member);
  const [invited] = membership
    ? []
    : await db.select({ ownerId: partners.ownerId }).from(partners).where(eq(partners.userId, member.id));
  const accountId = membership?.account.id ?? invited?.ownerId ?? member.id;
  const byColleague = accountId !== member.id;
  await recordActivity(db, {
    accountId,
    actor: await actorOf(db, { member, accountId, impersonated: false }),
    kind: "sign_in",
    text: input.twoStep ? `ورود به پنل ${SECOND_STEPS[input.twoStep]}` : "ورود به پنل",
    link: byColleague ? PANEL_LINKS.colleague(member.id) : null,
    address: input.client.address,
  });
}
