import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/tokens";
import type { Db, Tx } from "../db/client";
import { partners } from "../db/schema";

/** Who did it, as the log keeps it: the member's id and their name at the time. */
export interface Actor {
  id: number;
  name: string;
}

/** Support staff working in the account through their entry (`/external-login`), not its owner. */
const SUPPORT_ACTOR_NAME = "پشتیبانی سامانه (ورود پشتیبان)";

/**
 * The member acting in an account, named as they are now: a colleague by the first and last name
 * the owner gave them, the owner by their name (or username when they have none); support's entry
 * by what it is, under the owner's id; an application's call made with an API key as «API» and the
 * key's title (`API (فروشگاه)`), under the owner's id.
 */
export async function actorOf(
  db: Db | Tx,
  input: { member: SessionUser; accountId: number; impersonated: boolean; apiKeyTitle?: string },
): Promise<Actor> {
  const { member } = input;
  if (input.impersonated) return { id: member.id, name: SUPPORT_ACTOR_NAME };
  if (input.apiKeyTitle !== undefined) return { id: member.id, name: `API (${input.apiKeyTitle})` };
  const ownName = member.name?.trim() || member.username;
  if (member.id === input.accountId) return { id: member.id, name: ownName };
  const [colleague] = await db
    .select({ firstName: partners.firstName, lastName: partners.lastName })
    .from(partners)
    .where(eq(partners.userId, member.id));
  const name = colleague ? `${colleague.firstName} ${colleague.lastName}`.trim() : "";
  return { id: member.id, name: name || ownName };
}
