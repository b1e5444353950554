import type { PlanService } from "../contract/plans";
import { getSessionUser } from "../bff/session";

/**
 * Whether the account's live plan lacks `service`, as check_token told it on this request: the
 * page then shows the way to a plan instead of the service (the upstream refuses its calls too).
 */
export async function lacksService(service: PlanService): Promise<boolean> {
  const user = await getSessionUser();
  return !(user?.plan?.services.includes(service) ?? false);
}
