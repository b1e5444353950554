import type { BulkReport } from "@/lib/contract/report";
import type { Db } from "../db/client";
import { ownSend } from "./own-send";
import { bulkReport } from "./send-row";

/** One send of its owner as `report/by_bulk` answers it, archived or not; 404 for any other. */
export async function bulkSummary(db: Db, user: { id: number; username: string }, sendId: number): Promise<BulkReport> {
  return bulkReport(await ownSend(db, user.id, sendId), user.username);
}
