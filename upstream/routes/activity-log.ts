import { Hono } from "hono";
import { activityExportQuerySchema, activityListQuerySchema } from "@/lib/contract/activity-log";
import { tehranIsoDay } from "@/lib/date/iso-day";
import { activityPage, activityWhere, newestEntryId } from "../activity/log-query";
import { exportResponse } from "../files/export-response";
import type { AppEnv, Deps } from "../http/deps";
import { okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readQuery } from "../http/validate";

/**
 * user/activity_log: the account's log for its owner (every write of every member, sign-ins
 * included), a page at a time newest first, and its export (`/export`, a streamed CSV or XLSX),
 * with the same filters: member, kind, Tehran calendar days. Nothing here or anywhere changes or
 * deletes an entry.
 */
export function activityLogRoutes(deps: Deps) {
  const { db } = deps;
  // Per route: these share /user with routes that need no session.
  const session = requireSession(deps);
  return new Hono<AppEnv>()
    .get("/activity_log", session, async (c) => {
      const { page, per_page, ...filters } = readQuery(c, activityListQuerySchema);
      const { rows, total } = await activityPage(db, activityWhere(c.get("user").id, filters), {
        page,
        perPage: per_page,
      });
      return okPage(c, rows, { page, perPage: per_page, total });
    })
    .get("/activity_log/export", session, async (c) => {
      const { format, ...filters } = readQuery(c, activityExportQuerySchema);
      // Not this download's own entry, recorded as the file is sent.
      const params = { filters, up_to: await newestEntryId(db, c.get("user").id) };
      return exportResponse(c, db, { kind: "activity", params, format, baseName: `activity-log-${tehranIsoDay()}` });
    });
}
