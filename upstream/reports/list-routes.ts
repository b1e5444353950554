import type { Context } from "hono";
import { Hono } from "hono";
import { reportExportRequestSchema, reportListRequestSchema } from "@/lib/contract/report";
import type { AppEnv, Deps } from "../http/deps";
import { okPage } from "../http/respond";
import { readBody } from "../http/validate";
import { exportResponse } from "../files/export-response";
import { reportWhere, sendsPage, type ReportList } from "./list-query";
import { sendReportRow } from "./send-row";

/** `new_list`, `systemic_list` (and its file) and `archive_list`: the user's sends, a page at a time, newest first. */
export function reportListRoutes({ db }: Deps) {
  const list = (kind: ReportList) => async (c: Context<AppEnv>) => {
    const { page, limit, filters } = await readBody(c, reportListRequestSchema);
    const user = c.get("user");
    const { rows, total } = await sendsPage(db, reportWhere(kind, user, filters), page, limit);
    return okPage(
      c,
      rows.map((row) => sendReportRow(row, user.username)),
      { page, perPage: limit, total },
    );
  };

  return new Hono<AppEnv>()
    .post("/new_list", list("new"))
    .post("/systemic_list", list("systemic"))
    .post("/archive_list", list("archive"))
    .post("/systemic_list/export", async (c) => {
      const { filters, format } = await readBody(c, reportExportRequestSchema);
      return exportResponse(c, db, { kind: "systemic_sends", params: { filters }, format, baseName: "systemic-sends" });
    });
}
