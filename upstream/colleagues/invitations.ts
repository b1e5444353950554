import { and, eq, isNull } from "drizzle-orm";
import { findLiveToken, issueToken, type TokenKind } from "../auth/tokens";
import { smsTexts } from "../auth/sms-texts";
import type { Db, Tx } from "../db/client";
import { authTokens, partners, users } from "../db/schema";
import type { Env } from "../env";
import { deliverSms } from "../sms/operator";

/**
 * A colleague's invitation: an `invitation` token of the colleague's user (stored, as every token,
 * only as its sha256), good for `INVITATION_TTL_SECONDS` (72 hours) and once. A new one ends the
 * ones before it; deactivation and deletion end it with every other token of the colleague.
 */
const KIND = "invitation" satisfies TokenKind;

/** The link the SMS carries: the panel's page that sets the password. */
const invitationLink = (env: Env, raw: string) => `${env.panelOrigin}/invitation/${raw}`;

/** The name the colleague is invited into: the business's, else the owner's. */
export const accountNameOf = (owner: typeof users.$inferSelect) => owner.businessName ?? owner.name ?? owner.username;

/**
 * Ends the colleague's earlier invitations, makes a new one and sends its SMS (inside the caller's
 * transaction, so a refused write sends nothing).
 */
export async function sendInvitation(
  tx: Tx,
  env: Env,
  input: { colleague: { id: number; mobile: string; username: string }; accountName: string },
): Promise<void> {
  const now = new Date();
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, input.colleague.id), eq(authTokens.kind, KIND), isNull(authTokens.revokedAt)));
  const { raw } = await issueToken(tx, {
    userId: input.colleague.id,
    kind: KIND,
    ttlSeconds: env.INVITATION_TTL_SECONDS,
    createdAt: now,
  });
  await deliverSms(
    tx,
    input.colleague.mobile,
    smsTexts.invitation({
      accountName: input.accountName,
      username: input.colleague.username,
      link: invitationLink(env, raw),
      hours: Math.max(1, Math.round(env.INVITATION_TTL_SECONDS / 3600)),
    }),
  );
}

export interface OpenInvitation {
  tokenId: number;
  colleague: typeof users.$inferSelect;
  partner: typeof partners.$inferSelect;
  owner: typeof users.$inferSelect;
}

/**
 * The invitation a raw token opens: known, unexpired, unspent, of a colleague still pending who has
 * not set a password, in an active account. Null otherwise, whichever the reason.
 */
export async function openInvitation(db: Db | Tx, raw: string): Promise<OpenInvitation | null> {
  const found = await findLiveToken(db, raw, [KIND]);
  if (!found) return null;
  // findLiveToken answers only an active user's token.
  const [partner] = await db.select().from(partners).where(eq(partners.userId, found.user.id));
  if (!partner || partner.state !== "pending" || partner.passwordSetAt) return null;
  const [owner] = await db.select().from(users).where(eq(users.id, partner.ownerId));
  if (!owner || owner.status !== "active") return null;
  return { tokenId: found.token.id, colleague: found.user, partner, owner };
}

/** Spends an invitation: true for the one request that does, so two accepts at once set one password. */
export async function spendInvitation(tx: Tx, tokenId: number): Promise<boolean> {
  const spent = await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return spent.length > 0;
}
