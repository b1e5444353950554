import type { Context } from "hono";
import type { PlanService } from "@/lib/contract/plans";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/deps";
import { routeKeyOf } from "../http/route-access";
import { requireService } from "./account-plan";

/**
 * The routes a plan's service covers, by the path their key starts with (after the method). A
 * send narrows by its sending_type (routes/send.ts) and a colleague beyond the first by the count
 * (routes/partners.ts); an API key's own calls are checked where the key is let in.
 */
const SERVICE_PATHS: readonly [prefix: string, service: PlanService][] = [
  ["/v1/api/phonebooks/advanced-services/general-messaging", "secretaries"],
  ["/v1/api/phonebooks/advanced-services/module-inboxes-list", "secretaries"],
  ["/v1/api/phonebooks/advanced-services/advanced-reader", "code_readers"],
  ["/v1/api/acl/api_key", "api_keys"],
  ["/v1/api/send/jobs/", "business_sends"],
  ["/v1/api/send/banks/area-counts", "business_sends"],
  // Taking a line by its agreement; listing the lines on offer stays open, and lines taken keep sending.
  ["/v1/api/numbers/assign-agreement", "dedicated_lines"],
];

/** The service the answering route needs; null for one no plan gates. */
function serviceOfRoute(routeKey: string | null): PlanService | null {
  if (!routeKey) return null;
  const path = routeKey.slice(routeKey.indexOf(" ") + 1);
  return SERVICE_PATHS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/** Refuses with 403-9 when the answering route needs a service the account's plan does not give. */
export async function enforceRouteService(c: Context<AppEnv>, db: Db): Promise<void> {
  const service = serviceOfRoute(routeKeyOf(c));
  if (service) await requireService(c, db, service);
}
