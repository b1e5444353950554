import type { SecretaryInboxKind, SecretaryType } from "@/lib/contract/secretaries";
import { SECRETARY_KINDS_BY_TYPE } from "@/lib/contract/secretary-inbox";

export type InboxTab = SecretaryInboxKind | "all";

/** The tabs of a secretary's page: «همه», then the kinds its type stores. */
export function inboxTabsFor(type: number): readonly InboxTab[] {
  return ["all", ...(SECRETARY_KINDS_BY_TYPE[type as SecretaryType] ?? [])];
}

/** Whether a URL's segment names a tab at all (any type's kind, or all). */
export const isInboxTab = (value: string): value is InboxTab =>
  value === "all" ||
  Object.values(SECRETARY_KINDS_BY_TYPE).some((kinds) => kinds.includes(value as SecretaryInboxKind));
