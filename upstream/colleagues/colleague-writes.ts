import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { COLLEAGUE_MESSAGES, type Colleague } from "@/lib/contract/colleagues";
import type { FieldErrors } from "@/lib/contract/envelope";
import { toMsisdn } from "@/lib/validation/mobile";
import { hashPassword } from "../auth/password-hash";
import { revokeUserTokens, type SessionUser } from "../auth/tokens";
import type { Db, Tx } from "../db/client";
import { partnerRoles, partners, users } from "../db/schema";
import type { Env } from "../env";
import { ApiFailure, tooManyRequests, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { isUniqueViolation } from "../phonebooks/ownership";
import { isUsernameTaken, releaseStaleRegistration } from "../services/users";
import { claimSendSlot } from "../sms/throttle";
import { colleagueAnswer, ownColleague } from "./colleagues";
import { accountNameOf, sendInvitation } from "./invitations";

const conflict = (message: string) => new ApiFailure(409, message, MESSAGE_CODES.conflict);
const usernameTaken = () => validationFailed({ username: [COLLEAGUE_MESSAGES.usernameTaken] });

async function isOwnRole(db: Db | Tx, ownerId: number, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerRoles.id })
    .from(partnerRoles)
    .where(and(eq(partnerRoles.id, roleId), eq(partnerRoles.ownerId, ownerId)));
  return row !== undefined;
}

/** One SMS invitation per mobile per resend wait, so an owner cannot flood a phone with them. */
async function claimInvitationSms(tx: Tx, env: Env, mobile: string): Promise<void> {
  if (!(await claimSendSlot(tx, `invitation:${mobile}`, env.OTP_RESEND_SECONDS)))
    throw tooManyRequests(COLLEAGUE_MESSAGES.invitationResendWait);
}

/**
 * Invites a colleague: a user of their own (active, with a password nobody knows until the
 * invitation sets one), their membership (pending) and the SMS with the link. Every field's
 * refusal is answered at once, beside its field.
 */
export async function inviteColleague(
  db: Db,
  env: Env,
  owner: SessionUser,
  input: { first_name: string; last_name: string; mobile: string; username: string; role_id: number },
): Promise<Colleague> {
  const mobile = toMsisdn(input.mobile)!;
  const errors: FieldErrors = {};
  if (!(await isOwnRole(db, owner.id, input.role_id))) errors.role_id = [COLLEAGUE_MESSAGES.roleNotFound];
  if (mobile === owner.mobile) errors.mobile = [COLLEAGUE_MESSAGES.mobileIsOwners];
  else if (await colleagueHasMobile(db, owner.id, mobile)) errors.mobile = [COLLEAGUE_MESSAGES.mobileTaken];
  if (await isUsernameTaken(db, input.username, env.TEMP_TOKEN_TTL_SECONDS))
    errors.username = [COLLEAGUE_MESSAGES.usernameTaken];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const unusablePassword = await hashPassword(randomBytes(32).toString("hex"));
  try {
    const id = await db.transaction(async (tx) => {
      await releaseStaleRegistration(tx, input.username, env.TEMP_TOKEN_TTL_SECONDS);
      if (await isUsernameTaken(tx, input.username, env.TEMP_TOKEN_TTL_SECONDS)) throw usernameTaken();
      await claimInvitationSms(tx, env, mobile);
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          name: `${input.first_name} ${input.last_name}`,
          mobile,
          passwordHash: unusablePassword,
          status: "active",
          twoStep: "off",
        })
        .returning();
      await tx.insert(partners).values({
        userId: user!.id,
        ownerId: owner.id,
        roleId: input.role_id,
        firstName: input.first_name,
        lastName: input.last_name,
        state: "pending",
      });
      await sendInvitation(tx, env, { colleague: user!, accountName: accountNameOf(owner) });
      return user!.id;
    });
    return await colleagueAnswer(db, owner.id, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

async function colleagueHasMobile(db: Db | Tx, ownerId: number, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.userId })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.ownerId, ownerId), ne(partners.state, "deleted"), eq(users.mobile, mobile)))
    .limit(1);
  return row !== undefined;
}

/** Names and role; the mobile and username stay as invited. */
export async function updateColleague(
  db: Db,
  ownerId: number,
  input: { partner_id: number; first_name: string; last_name: string; role_id: number },
): Promise<Colleague> {
  await ownColleague(db, ownerId, input.partner_id);
  if (!(await isOwnRole(db, ownerId, input.role_id)))
    throw validationFailed({ role_id: [COLLEAGUE_MESSAGES.roleNotFound] });
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(partners)
      .set({ firstName: input.first_name, lastName: input.last_name, roleId: input.role_id, updatedAt: now })
      .where(and(eq(partners.userId, input.partner_id), eq(partners.ownerId, ownerId)));
    await tx
      .update(users)
      .set({ name: `${input.first_name} ${input.last_name}`, updatedAt: now })
      .where(eq(users.id, input.partner_id));
  });
  return colleagueAnswer(db, ownerId, input.partner_id);
}

/**
 * Moves a colleague from one of `from` states to `to` in one conditional write (two requests at
 * once change it once); the refusal names the state it was in.
 */
async function moveState(
  tx: Tx,
  ownerId: number,
  id: number,
  from: string[],
  to: string,
  extra: Partial<typeof partners.$inferInsert> = {},
): Promise<void> {
  const moved = await tx
    .update(partners)
    .set({ state: to, updatedAt: new Date(), ...extra })
    .where(and(eq(partners.userId, id), eq(partners.ownerId, ownerId), inArray(partners.state, from)))
    .returning({ id: partners.userId });
  if (moved.length > 0) return;
  const { partner } = await ownColleague(tx, ownerId, id);
  throw conflict(
    partner.state === "active"
      ? COLLEAGUE_MESSAGES.alreadyActive
      : partner.state === "pending"
        ? COLLEAGUE_MESSAGES.stillPending
        : COLLEAGUE_MESSAGES.alreadyDeactivated,
  );
}

/** A deactivated colleague works again: active if they have signed in before, else pending as invited. */
export async function activateColleague(db: Db, ownerId: number, id: number): Promise<Colleague> {
  await db.transaction(async (tx) => {
    const { partner } = await ownColleague(tx, ownerId, id);
    await moveState(tx, ownerId, id, ["deactivated"], partner.firstSignInAt ? "active" : "pending");
  });
  return colleagueAnswer(db, ownerId, id);
}

/**
 * Deactivates a colleague (active or pending): every token they hold ends now (sessions, sign-ins
 * waiting for a code, the invitation); the caller closes their live sockets after the commit.
 */
export async function deactivateColleague(db: Db, ownerId: number, id: number): Promise<Colleague> {
  await db.transaction(async (tx) => {
    await moveState(tx, ownerId, id, ["active", "pending"], "deactivated");
    await revokeUserTokens(tx, id);
  });
  return colleagueAnswer(db, ownerId, id);
}

/**
 * Deletes a colleague: their user is marked deleted (the username is free again), their
 * membership too (kept for the activity log), and every token they hold ends.
 */
export async function deleteColleague(db: Db, ownerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownColleague(tx, ownerId, id);
    await moveState(tx, ownerId, id, ["active", "pending", "deactivated"], "deleted");
    await tx.update(users).set({ status: "deleted", updatedAt: new Date() }).where(eq(users.id, id));
    await revokeUserTokens(tx, id);
  });
}

/** A fresh invitation link for a colleague who has not set a password yet; the earlier link dies. */
export async function resendInvitation(db: Db, env: Env, owner: SessionUser, id: number): Promise<Colleague> {
  await db.transaction(async (tx) => {
    const { partner, user } = await ownColleague(tx, owner.id, id);
    if (partner.state === "deactivated") throw conflict(COLLEAGUE_MESSAGES.alreadyDeactivated);
    if (partner.state !== "pending" || partner.passwordSetAt) throw conflict(COLLEAGUE_MESSAGES.notPending);
    // Lock the membership, so two resends at once make one link.
    await tx
      .select({ id: partners.userId })
      .from(partners)
      .where(and(eq(partners.userId, id), isNull(partners.passwordSetAt)))
      .for("update");
    await claimInvitationSms(tx, env, user.mobile);
    await sendInvitation(tx, env, { colleague: user, accountName: accountNameOf(owner) });
  });
  return colleagueAnswer(db, owner.id, id);
}
