import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql } from "drizzle-orm";
import type { AppEnv, Deps } from "./http/deps";
import { refusingBodyLimit } from "./http/body-limit";
import { devRouteGuard } from "./http/dev-guard";
import { ApiFailure } from "./http/failure";
import { MESSAGE_CODES, MESSAGES } from "./http/messages";
import { fail, failureBody } from "./http/respond";
import { activityRecorder } from "./activity/record-writes";
import { aclRoutes } from "./routes/acl";
import { apiKeyRoutes } from "./routes/api-keys";
import { apiCallLog } from "./api-keys/call-log";
import { devApiKeyRoutes } from "./api-keys/dev-routes";
import { apiDocsRoutes } from "./routes/api-docs";
import { pluginRoutes } from "./routes/plugins";
import { activityLogRoutes } from "./routes/activity-log";
import { authRoutes } from "./routes/auth";
import { bankRoutes } from "./routes/banks";
import { businessRoutes } from "./routes/business";
import { devRoutes } from "./routes/dev";
import { fileRoutes } from "./routes/files";
import { inboxRoutes } from "./routes/inbox";
import { jobRoutes } from "./routes/jobs";
import { newsRoutes, panelRoutes } from "./routes/home";
import { numberRoutes, numbersRoutes } from "./routes/numbers";
import { paymentRoutes } from "./routes/payment";
import { phonebookRoutes } from "./routes/phonebooks";
import { profileRoutes } from "./routes/profile";
import { partnerPluginRoutes, partnerRoleRoutes } from "./routes/partner-roles";
import { partnerRoutes } from "./routes/partners";
import { devIncomingRoutes } from "./inbox/dev-incoming";
import { codeReaderUploadLimit } from "./code-readers/upload-limit";
import { phonebookUploadLimit } from "./phonebooks/upload-limits";
import { logoUploadLimit } from "./profile/logo-upload-limit";
import { draftRoutes } from "./routes/drafts";
import { patternRoutes, userPatternRoutes } from "./routes/patterns";
import { devPatternRoutes } from "./patterns/dev-routes";
import { linkTrackerRoutes, shortLinkRoutes } from "./routes/link-tracker";
import { registerRoutes } from "./routes/register";
import { devReportRoutes } from "./reports/dev-routes";
import { reportRoutes } from "./routes/report";
import { securityRoutes } from "./routes/security";
import { sendRoutes } from "./routes/send";
import { tariffRoutes } from "./routes/tariff";
import { transactionRoutes } from "./routes/transactions";
import { userSettingRoutes } from "./routes/user-setting";
import { webhookRoutes } from "./routes/webhooks";
import { devPaymentRoutes } from "./payments/dev-routes";
import { changeMobileRoutes } from "./routes/change-mobile";
import { documentRoutes } from "./routes/documents";
import { devDocumentRoutes } from "./documents/dev-routes";
import { documentUploadLimit } from "./documents/upload-limit";
import { devPhoneChangeRoutes } from "./phone-change/dev-routes";
import { gatewayRoutes } from "./payments/gateway-routes";
import { paymentRequestRoutes } from "./payments/payment-request-routes";
import { isFileSendUpload } from "./sending/multipart";
import { contactInfoRoutes, faqRoutes } from "./routes/faq";
import { ticketRoutes } from "./routes/tickets";
import { codeReaderRoutes } from "./routes/code-readers";
import { facilityRoutes } from "./routes/facilities";
import { userFileRoutes } from "./routes/user-files";
import { secretaryRoutes } from "./routes/secretaries";
import { devTicketRoutes } from "./support/dev-routes";
import { devFileRoutes } from "./files/dev-routes";
import { devConsistencyRoutes } from "./reliability/dev-routes";
import { databaseFailure } from "./http/database-failure";
import { diskGuard } from "./http/disk-guard";
import { supportUploadLimit } from "./support/upload-limit";

const MAX_BODY_BYTES = 1024 * 1024;

/** The reference upstream's HTTP surface: Edge's /v1/api, the health check and the dev routes. */
export function createApp(deps: Deps) {
  const api = new Hono<AppEnv>();
  // Around everything else, so a call made with an API key is timed and logged whole (UPSTREAM_API_CALL_LOG=0: off).
  if (deps.env.UPSTREAM_API_CALL_LOG) api.use(apiCallLog(deps));
  api
    // First of the rest, so that it sees every route's answer (upstream/activity/route-activities.ts).
    .use(activityRecorder(deps))
    .route("/acl/auth", authRoutes(deps))
    .route("/acl/partner", partnerRoleRoutes(deps))
    .route("/plugins/partner", partnerPluginRoutes(deps))
    .route("/acl/api_key", apiKeyRoutes(deps))
    .route("/acl", aclRoutes(deps))
    .route("/user", registerRoutes(deps))
    .route("/user", tariffRoutes(deps))
    .route("/user", profileRoutes(deps))
    .route("/user", securityRoutes(deps))
    .route("/user/partner", partnerRoutes(deps))
    .route("/user/business", businessRoutes(deps))
    .route("/user/news", newsRoutes(deps))
    .route("/user/draft", draftRoutes(deps))
    .route("/user/pattern", userPatternRoutes(deps))
    .route("/user/setting", userSettingRoutes(deps))
    .route("/user/change_mobile", changeMobileRoutes(deps))
    .route("/user/documents", documentRoutes(deps))
    .route("/user/files", userFileRoutes(deps))
    .route("/user/webhooks", webhookRoutes(deps))
    .route("/user/facilities", facilityRoutes(deps))
    .route("/user", activityLogRoutes(deps))
    .route("/payment", paymentRoutes(deps))
    .route("/payment", paymentRequestRoutes(deps))
    // Before the other /panel groups, whose session checks would otherwise run on the open reference.
    .route("/panel", apiDocsRoutes())
    .route("/panel", pluginRoutes())
    .route("/panel/files", fileRoutes(deps))
    .route("/panel", panelRoutes(deps))
    .route("/panel", linkTrackerRoutes(deps))
    .route("/panel", contactInfoRoutes(deps))
    .route("/ticket", ticketRoutes(deps))
    .route("/faq", faqRoutes(deps))
    .route("/number", numberRoutes(deps))
    .route("/numbers", numbersRoutes(deps))
    .route("/send/banks", bankRoutes(deps))
    .route("/send/jobs", jobRoutes(deps))
    .route("/send", sendRoutes(deps))
    // Before the phonebooks, whose session check would otherwise run on these too.
    .route("/phonebooks/advanced-services/advanced-reader", codeReaderRoutes(deps))
    .route("/phonebooks/advanced-services", secretaryRoutes(deps))
    .route("/phonebooks", phonebookRoutes(deps))
    .route("/patterns", patternRoutes(deps))
    // Before the send reports: the inbox answers its paths itself, with its own session check.
    .route("/report/messages-inbox", inboxRoutes(deps))
    .route("/report/payment", transactionRoutes(deps))
    .route("/report", reportRoutes(deps));

  const app = new Hono<AppEnv>();
  const generalBodyLimit = refusingBodyLimit(MAX_BODY_BYTES, (c) =>
    fail(c, 413, MESSAGES.bodyTooLarge, MESSAGE_CODES.tooLarge),
  );
  // A file send sets its own, larger limit on its route; phonebook, code reader, document, logo and support uploads have theirs.
  app.use((c, next) => {
    if (isFileSendUpload(c)) return next();
    return (
      phonebookUploadLimit(c) ??
      codeReaderUploadLimit(c) ??
      documentUploadLimit(c) ??
      logoUploadLimit(c) ??
      supportUploadLimit(c) ??
      generalBodyLimit
    )(c, next);
  });
  if (!deps.env.DATABASE_URL && deps.env.DATA_DIR_MIN_FREE_MB > 0)
    app.use(diskGuard(deps.env.DATA_DIR, deps.env.DATA_DIR_MIN_FREE_MB));
  app.get("/health", async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: "ok" });
  });
  app.route("/v1/api", api);
  app.route("/l", shortLinkRoutes(deps));
  app.route("/gateway", gatewayRoutes(deps));
  if (deps.env.devRoutes) {
    app.use("/__dev/*", devRouteGuard(deps.devSecret));
    app
      .route("/__dev", devRoutes(deps))
      .route("/__dev", devIncomingRoutes(deps))
      .route("/__dev", devReportRoutes(deps))
      .route("/__dev", devPaymentRoutes(deps))
      .route("/__dev", devPhoneChangeRoutes(deps))
      .route("/__dev", devDocumentRoutes(deps))
      .route("/__dev", devPatternRoutes(deps))
      .route("/__dev", devTicketRoutes(deps))
      .route("/__dev", devFileRoutes(deps))
      .route("/__dev", devApiKeyRoutes(deps))
      .route("/__dev", devConsistencyRoutes(deps));
  }

  app.notFound((c) => fail(c, 404, MESSAGES.notFound, MESSAGE_CODES.notFound));
  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      return c.json(
        failureBody(error.message, error.messageCode, error.errors, error.topLevelErrors),
        error.status as 400,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, MESSAGES.invalidRequest, MESSAGE_CODES.unprocessable);
    }
    const database = databaseFailure(error);
    if (database) {
      console.error(`upstream: ${c.req.method} ${c.req.path} failed in the database (${database.status}):`, error);
      return c.json(failureBody(database.message, database.messageCode), database.status as 503);
    }
    console.error(`upstream: ${c.req.method} ${c.req.path} failed:`, error);
    return fail(c, 500, MESSAGES.server, MESSAGE_CODES.server);
  });
  return app;
}
