import type { MemberOf } from "../contract/auth";
import { isPermission, type Access } from "../contract/permissions";

/**
 * What the member signed in may do, from check_token: the owner (no `member_of`) everything, a
 * colleague their role's permissions. A permission the panel does not know is dropped: the
 * upstream may grow its list before the panel does, and what the panel cannot name it cannot show.
 */
export function accessOf(memberOf: MemberOf | null | undefined): Access {
  return memberOf ? memberOf.permissions.filter(isPermission) : "all";
}
