import type { SocketEvent } from "../../lib/contract/socket";
import { allowsAny, SEND_PERMISSIONS, type Access, type Permission } from "../../lib/contract/permissions";

/**
 * What a member must be allowed to receive each live event of the account: a colleague hears only
 * what their role lets them see through the calls (the owner hears everything).
 */
const NEEDS: Record<Exclude<SocketEvent["event"], OwnerEvent>, readonly Permission[]> = {
  "credit.changed": ["wallet.view"],
  "credit.low": ["wallet.view"],
  "payment.reviewed": ["wallet.view", "wallet.pay", "transactions.view"],
  "send.progress": ["reports.view", ...SEND_PERMISSIONS],
  "inbox.received": ["inbox.view"],
  "pattern.reviewed": ["patterns.view"],
  "ticket.answered": ["tickets.manage"],
  // Files written in the background: whoever may open file management.
  "file.progress": ["files.manage"],
};

/** Events of what only the owner manages (webhooks, as their routes are the owner's alone). */
type OwnerEvent = "webhook.failing";

export const eventAllowed = (access: Access, event: SocketEvent) =>
  event.event === "webhook.failing" ? access === "all" : allowsAny(access, NEEDS[event.event]);
