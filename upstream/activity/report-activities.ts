import * as z from "zod/mini";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import { countText, exportText, formatOf, idText } from "./wording";

const exportBody = z.object({ format: z.optional(z.string()) });
const inboxChange = z.object({ read: z.optional(z.number()), deleted: z.optional(z.number()) });

/** Received messages read or deleted, and the exports of the reports, the inbox and the activity log itself. */
export const REPORT_ACTIVITIES: RouteActivities = {
  // Lists asked by POST, as Edge has them: reads.
  "POST /v1/api/report/new_list": null,
  "POST /v1/api/report/systemic_list": null,
  "POST /v1/api/report/archive_list": null,
  "POST /v1/api/report/messages-inbox": null,

  "POST /v1/api/report/systemic_list/export": activity("export", async (source) => {
    const body = await source.body(exportBody);
    return line(exportText(formatOf(body?.format), "گزارش پیامک‌های سیستمی"), PANEL_LINKS.reports);
  }),
  "GET /v1/api/report/download_recipients": activity("export", (source) => {
    const id = source.query("bulk_id") ?? "";
    return line(
      exportText(formatOf(source.query("format")), `گیرندگان ارسال ${idText(id)}`),
      /^\d+$/.test(id) ? PANEL_LINKS.report(Number(id)) : PANEL_LINKS.reports,
    );
  }),

  "POST /v1/api/report/messages-inbox/export": activity("export", async (source) => {
    const body = await source.body(exportBody);
    return line(exportText(formatOf(body?.format), "پیامک‌های دریافتی"), PANEL_LINKS.inbox);
  }),
  "GET /v1/api/report/messages-inbox/export": activity("export", (source) =>
    line(exportText(formatOf(source.query("format")), "پیامک‌های دریافتی"), PANEL_LINKS.inbox),
  ),
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

  "GET /v1/api/user/activity_log/export": activity("export", (source) =>
    line(exportText(formatOf(source.query("format")), "فهرست فعالیت‌ها")),
  ),
};
