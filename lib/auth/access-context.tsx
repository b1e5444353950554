"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { MESSAGE_CODES } from "../contract/envelope";
import { ApiError } from "../errors/api-error";
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

/** How seldom a refusal reads the member's access again, so a part that keeps failing cannot loop. */
const REREAD_AFTER_REFUSAL_MS = 30_000;

const isAccessRestricted = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.messageCode === MESSAGE_CODES.accessRestricted;

/**
 * A colleague's role may change while they work (the upstream applies it at their next call): when
 * a call is refused with 403-8, the layout reads check_token again, so the navigation and the
 * shell's gate follow the role as it now is.
 */
function useRereadOnRefusal(enabled: boolean) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const reread = (error: unknown) => {
      if (!isAccessRestricted(error) || Date.now() - last.current < REREAD_AFTER_REFUSAL_MS) return;
      last.current = Date.now();
      router.refresh();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") reread(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") reread(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [enabled, queryClient, router]);
}

/** Carries check_token's `member_of` (absent for the owner) from the panel's layout to every screen. */
export function AccessProvider({ memberOf, children }: { memberOf: MemberOf | null; children: ReactNode }) {
  const value = useMemo(() => panelAccess(memberOf), [memberOf]);
  useRereadOnRefusal(memberOf !== null);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

/** What the member signed in may do, and the account they work in. */
export function useAccess(): PanelAccess {
  return useContext(AccessContext);
}
