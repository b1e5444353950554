import type { SocketEvent } from "../../lib/contract/socket";
import { allowsAny, SEND_PERMISSIONS, type Access, type Permission } from "../../lib/contract/permissions";

/**
 * What a member must be allowed to receive each live event of the account: a colleague hears only
 * what their role lets them see through the calls (the owner hears everything).
 */
const NEEDS: Record<SocketEvent["event"], readonly Permission[]> = {
  "credit.changed": ["wallet.view"],
  "credit.low": ["wallet.view"],
  "payment.reviewed": ["wallet.view", "wallet.pay", "transactions.view"],
  "send.progress": ["reports.view", ...SEND_PERMISSIONS],
  "inbox.received": ["inbox.view"],
  "pattern.reviewed": ["patterns.view"],
  "ticket.answered": ["tickets.manage"],
};

export const eventAllowed = (access: Access, event: SocketEvent) => allowsAny(access, NEEDS[event.event]);
