import type { Permission } from "@/lib/contract/permissions";

/**
 * What each send way's screen asks of a colleague's role, by its path: the page-access map reads
 * this alone (the shell stays free of the ways' titles and descriptions).
 */
export const SEND_WAY_PERMISSIONS = {
  "/send-sms/quick": "send.quick",
  "/send-sms/phonebook": "send.phonebook",
  "/send-sms/file": "send.file",
  "/send-sms/keyword": "send.keyword",
  "/send-sms/peer-to-peer": "send.peer_to_peer",
  "/send-sms/business": "send.business",
  "/send-sms/map": "send.map",
  "/send-sms/postalcode": "send.postal_code",
  "/send-sms/city-province": "send.city_province",
  "/send-sms/tower-irancell": "send.tower",
} as const satisfies Record<string, Permission>;

export type SendWayPath = keyof typeof SEND_WAY_PERMISSIONS;
