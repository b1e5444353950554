import * as z from "zod/mini";
import { activityExportQuerySchema } from "@/lib/contract/activity-log";
import { inboxExportQuerySchema, inboxExportRequestSchema } from "@/lib/contract/inbox";
import { downloadRecipientsQuerySchema, reportExportRequestSchema } from "@/lib/contract/report";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import { countText, exportText, idText } from "./wording";

const inboxChange = z.object({ read: z.optional(z.number()), deleted: z.optional(z.number()) });

/** Received messages read or deleted, and the exports of the reports, the inbox and the activity log itself. */
export const REPORT_ACTIVITIES: RouteActivities = {
  // Lists asked by POST, as Edge has them: reads.
  "POST /v1/api/report/new_list": null,
  "POST /v1/api/report/systemic_list": null,
  "POST /v1/api/report/archive_list": null,
  "POST /v1/api/report/messages-inbox": null,

  "POST /v1/api/report/systemic_list/export": activity("export", async (source) => {
    const body = await source.body(reportExportRequestSchema);
    return body && line(exportText(body.format, "گزارش پیامک‌های سیستمی"), PANEL_LINKS.reports);
  }),
  "GET /v1/api/report/download_recipients": activity("export", (source) => {
    const query = source.query(downloadRecipientsQuerySchema);
    return (
      query &&
      line(exportText(query.format, `گیرندگان ارسال ${idText(query.bulk_id)}`), PANEL_LINKS.report(query.bulk_id))
    );
  }),

  "POST /v1/api/report/messages-inbox/export": activity("export", async (source) => {
    const body = await source.body(inboxExportRequestSchema);
    return body && line(exportText(body.format, "پیامک‌های دریافتی"), PANEL_LINKS.inbox);
  }),
  "GET /v1/api/report/messages-inbox/export": activity("export", (source) => {
    const query = source.query(inboxExportQuerySchema);
    return query && line(exportText(query.format, "پیامک‌های دریافتی"), PANEL_LINKS.inbox);
  }),
  "POST /v1/api/report/messages-inbox/read": activity("inbox", async (source) => {
    const answer = await source.data(inboxChange);
    if (!answer?.read) return null;
    return line(`علامت‌گذاری ${countText(answer.read)} پیامک دریافتی به‌عنوان خوانده‌شده`, PANEL_LINKS.inbox);
  }),
  "POST /v1/api/report/messages-inbox/delete-list": activity("inbox", async (source) => {
    const answer = await source.data(inboxChange);
    if (!answer?.deleted) return null;
    return line(`حذف ${countText(answer.deleted)} پیامک دریافتی`, PANEL_LINKS.inbox);
  }),

  "GET /v1/api/user/activity_log/export": activity("export", (source) => {
    const query = source.query(activityExportQuerySchema);
    return query && line(exportText(query.format, "فهرست فعالیت‌ها"));
  }),
};
