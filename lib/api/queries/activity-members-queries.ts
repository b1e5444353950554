import type { CheckTokenData } from "../../contract/auth";
import type { Colleague } from "../../contract/colleagues";

/** Whose activity the log can be narrowed to: the owner and each colleague (not deleted). */
export interface ActivityMember {
  id: number;
  name: string;
  owner: boolean;
}

/** Colleagues asked for a page at a time, at the contract's largest page. */
export const MEMBERS_PAGE_SIZE = 100;

/** The owner (who is signed in: the log is the owner's alone) first, then the colleagues by name. */
export function toActivityMembers(owner: CheckTokenData, colleagues: readonly Colleague[]): ActivityMember[] {
  const byName = colleagues
    .map((colleague) => ({
      id: colleague.id,
      name: `${colleague.first_name} ${colleague.last_name}`.trim() || colleague.username,
      owner: false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "fa"));
  return [{ id: owner.user_id, name: owner.name?.trim() || owner.user_name, owner: true }, ...byName];
}
