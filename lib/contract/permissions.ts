import type { SendingType } from "./send";

/**
 * What a colleague's role can allow (`acl/partner/permission_list`; its groups and Persian titles are
 * in permission-catalog.ts, kept out of the panel's shell). The account's owner holds all of them
 * and more: colleagues and roles, the two-step policy, the account's documents and phone number are
 * the owner's alone and never appear here.
 */
export const PERMISSIONS = [
  "send.quick",
  "send.phonebook",
  "send.file",
  "send.keyword",
  "send.peer_to_peer",
  "send.business",
  "send.map",
  "send.postal_code",
  "send.city_province",
  "send.tower",
  "send.pattern",
  "reports.view",
  "reports.cancel",
  "inbox.view",
  "inbox.manage",
  "contacts.view",
  "contacts.edit",
  "contacts.import",
  "contacts.export",
  "patterns.view",
  "patterns.edit",
  "predefined_messages.view",
  "predefined_messages.edit",
  "secretaries.manage",
  "wallet.view",
  "wallet.pay",
  "transactions.view",
  "files.manage",
  "tickets.manage",
  "developers.api_keys",
  "developers.api_calls",
  "profile.view",
  "profile.edit",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Which permission a send of each `sending_type` needs: the send way the panel offers it from. */
export const SEND_PERMISSION: Record<SendingType, Permission> = {
  webservice: "send.quick",
  phonebook: "send.phonebook",
  file: "send.file",
  keyword: "send.keyword",
  keyword_phonebook: "send.keyword",
  peer_to_peer: "send.peer_to_peer",
  peer_to_peer_file: "send.peer_to_peer",
  job: "send.business",
  map: "send.map",
  postal_code: "send.postal_code",
  country: "send.city_province",
  tower: "send.tower",
  pattern: "send.pattern",
  secretary: "secretaries.manage",
};

export const SEND_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith("send."));

/**
 * What one member may do: the owner everything (`"all"`), a colleague their role's list. The
 * panel hides what is not allowed; the upstream refuses it with 403-8 either way.
 */
export type Access = "all" | readonly Permission[];

export function allows(access: Access, permission: Permission): boolean {
  return access === "all" || access.includes(permission);
}

export function allowsAny(access: Access, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => allows(access, p));
}
