import { randomBytes } from "node:crypto";
import type { Permission } from "@/lib/contract/permissions";
import { totpCode } from "@/upstream/auth/totp";
import { api, devAccount, latestCode, login, outboxOf, randomMobile, type DevAccount } from "./client";

/** Steps the colleagues' tests share: an owner with a role, an invited colleague, their link, their session. */

export const COLLEAGUE_PASSWORD = "Colleague-pass1";

export interface Owner {
  account: DevAccount;
  token: string;
}

export interface InvitedColleague {
  id: number;
  username: string;
  mobile: string;
  roleId: number;
}

/** A fresh owner of our own, signed in (through their second step when two-step is on). */
export async function newOwner(input: Parameters<typeof devAccount>[0] = {}, base?: string): Promise<Owner> {
  const account = await devAccount(input, base);
  const signedIn = await login(account.username, account.password, base);
  let answer = signedIn;
  if (signedIn.body?.data?.method === "sms" || signedIn.body?.data?.method === "ga") {
    const otp =
      signedIn.body.data.method === "sms"
        ? await latestCode(account.mobile, base)
        : totpCode(account.totp_secret!, new Date());
    answer = await api("acl/auth/confirm_otp", { body: { token: signedIn.body.data.token, otp }, base });
  }
  if (answer.body?.data?.method !== "login") throw new Error(`owner login: ${JSON.stringify(answer.body)}`);
  return { account, token: answer.body.data.token };
}

/** A role of the owner's with these permissions; answers its id. */
export async function newRole(owner: Owner, permissions: Permission[], title?: string, base?: string): Promise<number> {
  const answer = await api("acl/partner/create_role", {
    body: { title: title ?? `نقش ${randomBytes(3).toString("hex")}`, permissions },
    token: owner.token,
    base,
  });
  if (answer.status !== 200) throw new Error(`create_role: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

export const newUsername = () => `col-${randomBytes(5).toString("hex")}`;

/** Invites a colleague with this role; answers who was invited. */
export async function invite(owner: Owner, roleId: number, base?: string): Promise<InvitedColleague> {
  const username = newUsername();
  const mobile = randomMobile();
  const answer = await api("user/partner/create", {
    body: { first_name: "سارا", last_name: "همکار", mobile: `0${mobile.slice(2)}`, username, role_id: roleId },
    token: owner.token,
    base,
  });
  if (answer.status !== 200) throw new Error(`partner create: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.data.id, username, mobile, roleId };
}

/** The token of the newest invitation link sent to a mobile. */
export async function invitationToken(mobile: string, base?: string): Promise<string> {
  const [sms] = await outboxOf(mobile, base);
  const token = sms?.message.match(/\/invitation\/([0-9a-f]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in the outbox of ${mobile}`);
  return token;
}

export const acceptInvitation = (token: string, password = COLLEAGUE_PASSWORD, base?: string) =>
  api("acl/auth/partner_invitation/accept", { body: { token, password }, base });

/** Invites a colleague, sets their password through the link and signs them in: answers their session. */
export async function signedInColleague(
  owner: Owner,
  permissions: Permission[],
  base?: string,
): Promise<InvitedColleague & { token: string }> {
  const roleId = await newRole(owner, permissions, undefined, base);
  const colleague = await invite(owner, roleId, base);
  const accepted = await acceptInvitation(await invitationToken(colleague.mobile, base), COLLEAGUE_PASSWORD, base);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const signedIn = await login(colleague.username, COLLEAGUE_PASSWORD, base);
  if (signedIn.body?.data?.method !== "login") throw new Error(`colleague login: ${JSON.stringify(signedIn.body)}`);
  return { ...colleague, token: signedIn.body.data.token };
}

/** A call of the owner's or a colleague's, as `api` with the token. */
export const as = (token: string, base?: string) => ({
  get: (path: string) => api(path, { token, base }),
  post: (path: string, body: unknown = {}) => api(path, { body, token, base }),
});
