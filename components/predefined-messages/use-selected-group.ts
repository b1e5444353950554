"use client";

import { usePathname } from "next/navigation";
import { useCallback } from "react";
import { groupHref, groupIdOfPath, PREDEFINED_MESSAGES_HREF } from "./paths";

/**
 * The group whose messages the desktop screen shows, read from the address
 * (`/predefined-messages/{id}`, or every group). Choosing another rewrites the address in place
 * (Next's router follows it): the groups list stays as it is, and a reload or a shared link opens
 * the same group.
 */
export function useSelectedGroupId() {
  const groupId = groupIdOfPath(usePathname());
  const select = useCallback((next: number | null) => {
    const path = next === null ? PREDEFINED_MESSAGES_HREF : groupHref(next);
    window.history.replaceState(null, "", path + window.location.search);
  }, []);
  return [groupId, select] as const;
}
