import { expect } from "@playwright/test";
import type { Permission } from "../../../lib/contract/permissions";
import { dev, randomMobile, randomPassword, randomUsername, UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

/**
 * Roles and colleagues made through the upstream's own HTTP calls (as an owner's panel would make
 * them), for specs that start from a colleague rather than test how one is made.
 */

type Owner = Pick<DevAccount, "username" | "password">;

export interface RoleRow {
  id: number;
  title: string;
  permissions: string[];
}

export interface InvitedColleague {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  /** As the owner typed it: 0912…. */
  mobile: string;
  role_id: number;
}

/** A colleague who accepted the invitation and signed in once: active, with a password of their own. */
export interface ActiveColleague extends InvitedColleague {
  password: string;
}

async function call<T>(token: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A role of the owner's account with these permissions. */
export async function createRole(owner: Owner, permissions: readonly Permission[], title?: string): Promise<RoleRow> {
  const token = await upstreamToken(owner);
  return call<RoleRow>(token, "POST", "acl/partner/create_role", {
    title: title ?? `نقش ${Date.now().toString(36)}`,
    permissions,
  });
}

/**
 * Invites a colleague to the owner's account with a role (made with `permissions` when no role is
 * given); the upstream sends them the invitation SMS. Answers who was invited.
 */
export async function inviteColleague(
  owner: Owner,
  role: { roleId: number } | { permissions: readonly Permission[] },
  names: { first_name?: string; last_name?: string } = {},
): Promise<InvitedColleague> {
  const roleId = "roleId" in role ? role.roleId : (await createRole(owner, role.permissions)).id;
  const token = await upstreamToken(owner);
  const request = {
    first_name: names.first_name ?? "سارا",
    last_name: names.last_name ?? "همکار",
    mobile: randomMobile(),
    username: randomUsername(),
    role_id: roleId,
  };
  const made = await call<{ id: number }>(token, "POST", "user/partner/create", request);
  return { id: made.id, ...request };
}

/** What an invitation SMS links to: `…/invitation/<token>`. */
const INVITATION_LINK = /\/invitation\/([A-Za-z0-9_-]+)/;

/**
 * The token of the newest invitation SMS to `mobile` sent at or after `since`, polling the
 * simulated operator's outbox until it arrives.
 */
export async function invitationToken(mobile: string, since: Date, timeoutMs = 10_000): Promise<string> {
  const after = since.getTime() - 1000;
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = await dev<{ message: string; created_at: string }[]>(
          "GET",
          `/outbox?to=${encodeURIComponent(mobile)}`,
        );
        const row = rows.find((r) => new Date(r.created_at).getTime() >= after && INVITATION_LINK.test(r.message));
        token = row?.message.match(INVITATION_LINK)?.[1];
        return token;
      },
      { message: `an invitation SMS for ${mobile}`, timeout: timeoutMs, intervals: [100, 200, 300, 500] },
    )
    .toBeTruthy();
  return token!;
}

/** Sets the invited colleague's password with the invitation's token (the link is spent). */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  await call("", "POST", "acl/auth/partner_invitation/accept", { token, password });
}

/**
 * An active colleague of the owner's account: invited with the role (or a new one with
 * `permissions`), the invitation accepted, and signed in once at the upstream (which ends
 * «در انتظار تأیید»). Sign in with their username and password.
 */
export async function createActiveColleague(
  owner: Owner,
  role: { roleId: number } | { permissions: readonly Permission[] },
  names: { first_name?: string; last_name?: string } = {},
): Promise<ActiveColleague> {
  const since = new Date();
  const invited = await inviteColleague(owner, role, names);
  const password = randomPassword();
  await acceptInvitation(await invitationToken(invited.mobile, since), password);
  await upstreamToken({ username: invited.username, password });
  return { ...invited, password };
}
