import { and, eq } from "drizzle-orm";
import type { ChangePasswordRequest } from "@/lib/contract/security";
import { claimLoginAttempt, loginSucceeded, usernameKey } from "../auth/login-throttle";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import { revokeOtherTokens, type SessionUser } from "../auth/tokens";
import type { EndedToken } from "./sessions";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { tooManyRequests, validationFailed } from "../http/failure";
import { MESSAGES } from "../http/messages";

/**
 * A signed-in user's new password. The current one is a password guess like any sign-in's: it
 * claims a slot of the same windows (5 per username, 20 per address, 15 minutes) before it is
 * checked, so a stolen session cannot try passwords faster than the sign-in form. The new one is
 * stored, and every other token of the user ends (sessions, support's entries, pending sign-ins
 * and resets); this session stays. Answers the tokens that ended.
 */
export async function changePassword(
  db: Db,
  input: { user: SessionUser; tokenId: number; address: string; body: ChangePasswordRequest },
): Promise<EndedToken[]> {
  const { user, body } = input;
  const attempt = await claimLoginAttempt(db, { usernameKey: usernameKey(user.username), address: input.address });
  if (!attempt) throw tooManyRequests(MESSAGES.tooManyLogins);
  if (!(await verifyPassword(body.current_password, user.passwordHash)))
    throw validationFailed({ current_password: [MESSAGES.wrongCurrentPassword] });
  await loginSucceeded(db, attempt);
  if (body.password === body.current_password) throw validationFailed({ password: [MESSAGES.samePassword] });

  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    // Only over the password that was checked: two changes at once do not both win.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw validationFailed({ current_password: [MESSAGES.wrongCurrentPassword] });
    return revokeOtherTokens(tx, user.id, input.tokenId);
  });
}
