import { Hono, type Context } from "hono";
import {
  WEBHOOK_MESSAGES,
  webhookDeliveryListQuerySchema,
  webhookEndpointRequestSchema,
} from "@/lib/contract/webhooks";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import type { WebhookDeps } from "../webhooks/attempt";
import {
  checkReachable,
  createEndpoint,
  deliveryPage,
  disableEndpoint,
  enableEndpoint,
  listEndpoints,
  ownDelivery,
  ownEndpoint,
  rotateSecret,
  updateEndpoint,
} from "../webhooks/endpoints";
import { deliveryDetail, redeliver, sendTestMessage } from "../webhooks/manual";
import { deliveryOut, endpointOut } from "../webhooks/rows";
import { systemResolver } from "../webhooks/url-guard";
import { webhookEndpoints } from "../db/schema";
import { eq } from "drizzle-orm";

/** A path id: digits only; anything else is as unknown as a missing one. */
function pathId(c: Context, message: string): number {
  const id = c.req.param("id") ?? "";
  if (!/^[1-9][0-9]{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) throw notFound(message);
  return Number(id);
}

/**
 * user/webhooks: the owner's endpoints (at most ten), their secrets shown once on create and on
 * rotate, a test message, and each endpoint's log of deliveries with redelivery.
 */
export function webhookRoutes(deps: Deps) {
  const { db, env } = deps;
  const hooks: WebhookDeps = {
    db,
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    scale: env.WEBHOOK_BACKOFF_SCALE,
    resolve: systemResolver,
  };
  const endpointOf = (c: Context<AppEnv>) =>
    ownEndpoint(db, c.get("user").id, pathId(c, WEBHOOK_MESSAGES.endpointNotFound));
  const deliveryOf = (c: Context<AppEnv>) =>
    ownDelivery(db, c.get("user").id, pathId(c, WEBHOOK_MESSAGES.deliveryNotFound));

  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => ok(c, (await listEndpoints(db, c.get("user").id)).map(endpointOut)))
    .post("/", async (c) => {
      const body = await readBody(c, webhookEndpointRequestSchema);
      await checkReachable(body.url, hooks.allowPrivate, hooks.resolve);
      const row = await createEndpoint(db, c.get("user").id, body);
      return ok(c, { ...endpointOut(row), secret: row.secret });
    })
    .get("/deliveries/:id", async (c) => {
      const { delivery } = await deliveryOf(c);
      return ok(c, await deliveryDetail(hooks, delivery));
    })
    .post("/deliveries/:id/redeliver", async (c) => {
      const { delivery, endpoint } = await deliveryOf(c);
      return ok(c, await redeliver(hooks, delivery, endpoint));
    })
    .put("/:id", async (c) => {
      const endpoint = await endpointOf(c);
      const body = await readBody(c, webhookEndpointRequestSchema);
      await checkReachable(body.url, hooks.allowPrivate, hooks.resolve);
      return ok(c, endpointOut(await updateEndpoint(db, endpoint, body)));
    })
    .delete("/:id", async (c) => {
      const endpoint = await endpointOf(c);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      return ok(c, null);
    })
    .post("/:id/rotate", async (c) => {
      const row = await rotateSecret(db, await endpointOf(c));
      return ok(c, { ...endpointOut(row), secret: row.secret });
    })
    .post("/:id/test", async (c) => ok(c, await sendTestMessage(hooks, await endpointOf(c))))
    .post("/:id/enable", async (c) => ok(c, endpointOut(await enableEndpoint(db, await endpointOf(c)))))
    .post("/:id/disable", async (c) => ok(c, endpointOut(await disableEndpoint(db, await endpointOf(c)))))
    .get("/:id/deliveries", async (c) => {
      const endpoint = await endpointOf(c);
      const query = readQuery(c, webhookDeliveryListQuerySchema);
      const { rows, total } = await deliveryPage(db, endpoint.id, query.page, query.per_page);
      return okPage(c, rows.map(deliveryOut), { page: query.page, perPage: query.per_page, total });
    });
}
