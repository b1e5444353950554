import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  acceptInvitationRequestSchema,
  COLLEAGUE_MESSAGES,
  invitationTokenRequestSchema,
} from "@/lib/contract/colleagues";
import { clientAddress } from "../../auth/client-address";
import { claimLoginAttempt, clearLoginFailures, loginSucceeded, usernameKey } from "../../auth/login-throttle";
import { hashPassword } from "../../auth/password-hash";
import { accountNameOf, openInvitation, spendInvitation } from "../../colleagues/invitations";
import type { Db } from "../../db/client";
import { partners, users } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/deps";
import { ApiFailure, tooManyRequests } from "../../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../../http/messages";
import { ok } from "../../http/respond";
import { readBody } from "../../http/validate";

const invalid = () => new ApiFailure(422, COLLEAGUE_MESSAGES.invitationInvalid, MESSAGE_CODES.unprocessable);

/**
 * The sign-in throttle's window for wrong invitation tokens, per address: a key longer than any
 * username a sign-in can name (64), so no sign-in can fill or empty it. An address's wrong tokens
 * also count in its sign-in window (20 in 15 minutes), as wrong passwords do.
 */
const guessKey = (address: string) =>
  `partner invitation, wrong tokens from one address, in the sign-in throttle: ${address}`;

/** Claims a check of a token from this address; a flood of wrong ones gets 429 as sign-ins do. */
async function claimCheck(db: Db, address: string) {
  const attempt = await claimLoginAttempt(db, { usernameKey: guessKey(address), address });
  if (!attempt) throw tooManyRequests(MESSAGES.tooManyLogins);
  return attempt;
}

/**
 * A colleague's invitation link (public: the link carries its token): `partner_invitation/check`
 * says who is invited to which account, `partner_invitation/accept` sets the password and spends
 * the link. Spent, expired and unknown tokens get the same answer.
 */
export function partnerInvitationRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>()
    .post("/check", async (c) => {
      const body = await readBody(c, invitationTokenRequestSchema);
      const attempt = await claimCheck(db, clientAddress(c, env.UPSTREAM_FORWARD_SECRET));
      const found = await openInvitation(db, body.token);
      if (!found) throw invalid();
      await loginSucceeded(db, attempt);
      return ok(c, {
        first_name: found.partner.firstName,
        last_name: found.partner.lastName,
        username: found.colleague.username,
        account_name: accountNameOf(found.owner),
      });
    })
    .post("/accept", async (c) => {
      const body = await readBody(c, acceptInvitationRequestSchema);
      const attempt = await claimCheck(db, clientAddress(c, env.UPSTREAM_FORWARD_SECRET));
      const found = await openInvitation(db, body.token);
      if (!found) throw invalid();
      await loginSucceeded(db, attempt);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (!(await spendInvitation(tx, found.tokenId))) throw invalid();
        const now = new Date();
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.colleague.id));
        await tx
          .update(partners)
          .set({ passwordSetAt: now, updatedAt: now })
          .where(eq(partners.userId, found.colleague.id));
      });
      await clearLoginFailures(db, usernameKey(found.colleague.username));
      return ok(c, { username: found.colleague.username });
    });
}
