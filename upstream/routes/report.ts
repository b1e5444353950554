import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";
import { requireSession } from "../http/require-session";
import { reportListRoutes } from "../reports/list-routes";
import { sendReportRoutes } from "../reports/send-routes";

/** The reports of sends (`report/*`): the lists, one send's summary, recipients and statistics. */
export function reportRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .route("/", reportListRoutes(deps))
    .route("/", sendReportRoutes(deps));
}
