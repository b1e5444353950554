"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { MemberOf } from "../contract/auth";
import { allows, allowsAny, type Access, type Permission } from "../contract/permissions";
import { canOpenPage, meetsRule, type AccessRule } from "../navigation/page-access";
import { accessOf } from "./access";

/** The account a colleague works in; null for its owner. */
interface WorkingAccount {
  name: string | null;
  userName: string;
}

export interface PanelAccess {
  access: Access;
  isOwner: boolean;
  account: WorkingAccount | null;
  can: (permission: Permission) => boolean;
  canAny: (permissions: readonly Permission[]) => boolean;
  meets: (rule: AccessRule) => boolean;
  canOpen: (href: string) => boolean;
}

function panelAccess(memberOf: MemberOf | null | undefined): PanelAccess {
  const access = accessOf(memberOf);
  return {
    access,
    isOwner: access === "all",
    account: memberOf ? { name: memberOf.account_name, userName: memberOf.account_user_name } : null,
    can: (permission) => allows(access, permission),
    canAny: (permissions) => allowsAny(access, permissions),
    meets: (rule) => meetsRule(rule, access),
    canOpen: (href) => canOpenPage(href, access),
  };
}

// Outside the panel's layout (a screen rendered alone) nothing is hidden: the upstream decides.
const AccessContext = createContext<PanelAccess>(panelAccess(null));

/** Carries check_token's `member_of` (absent for the owner) from the panel's layout to every screen. */
export function AccessProvider({ memberOf, children }: { memberOf: MemberOf | null; children: ReactNode }) {
  const value = useMemo(() => panelAccess(memberOf), [memberOf]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

/** What the member signed in may do, and the account they work in. */
export function useAccess(): PanelAccess {
  return useContext(AccessContext);
}
