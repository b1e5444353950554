import { Hono } from "hono";
import {
  bulkIdQuerySchema,
  byBulkQuerySchema,
  downloadRecipientsQuerySchema,
  recipientsQuerySchema,
} from "@/lib/contract/report";
import type { AppEnv, Deps } from "../http/deps";
import { ok, okPage } from "../http/respond";
import { readQuery } from "../http/validate";
import { exportResponse } from "../files/export-response";
import { bulkStats } from "./bulk-stats";
import { bulkSummary } from "./bulk-summary";
import { ownSend, type SendScope } from "./own-send";
import { recipientsPage } from "./recipients-page";
import { recipientReportRow } from "./recipient-row";

/**
 * One send's reports: `by_bulk`, its recipients (a page, or the whole file) and its statistics.
 * Only the caller's own sends; any other id is the same 404.
 */
export function sendReportRoutes({ db }: Deps) {
  const stats = (scope: SendScope) =>
    new Hono<AppEnv>().get("/", async (c) => {
      const { bulk_id } = readQuery(c, bulkIdQuerySchema);
      return ok(c, await bulkStats(db, await ownSend(db, c.get("user").id, bulk_id, scope)));
    });

  return new Hono<AppEnv>()
    .get("/by_bulk", async (c) => {
      const { messages_outbox_id: id } = readQuery(c, byBulkQuerySchema);
      return ok(c, await bulkSummary(db, c.get("user"), id));
    })
    .get("/recipients", async (c) => {
      const query = readQuery(c, recipientsQuerySchema);
      const send = await ownSend(db, c.get("user").id, query.bulk_id);
      const { rows, total } = await recipientsPage(db, send, {
        page: query.page,
        perPage: query.per_page,
        status: query.status,
        recipient: query.recipient,
      });
      return okPage(
        c,
        rows.map((row) => recipientReportRow(row, send)),
        { page: query.page, perPage: query.per_page, total },
      );
    })
    .route("/bulk_stats", stats("current"))
    .route("/archive_bulk_stats", stats("archived"))
    .get("/download_recipients", async (c) => {
      const { bulk_id, format, status } = readQuery(c, downloadRecipientsQuerySchema);
      const send = await ownSend(db, c.get("user").id, bulk_id);
      const baseName = status === undefined ? `recipients-${send.id}` : `recipients-${send.id}-status-${status}`;
      const params = status === undefined ? { send_id: send.id } : { send_id: send.id, status };
      return exportResponse(c, db, { kind: "send_recipients", params, format, baseName });
    });
}
