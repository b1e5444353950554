import type * as z from "zod/mini";
import { activityExportQuerySchema, activityListQuerySchema } from "../../contract/activity-log";
import type { ExportFormat } from "../../contract/common";
import { checkedRequest } from "../checked-request";
import type { UpstreamParams } from "./upstream-query";

export const ACTIVITY_LOG_PATH = "v1/api/user/activity_log";

/** What narrows the activity log, as the contract names it; blanks are left out. */
export interface ActivityLogFilters {
  member_id?: number;
  kind?: z.output<typeof activityListQuerySchema>["kind"];
  /** ISO days (YYYY-MM-DD), both included. */
  from_day?: string;
  to_day?: string;
}

export interface ActivityLogQuery {
  page: number;
  perPage: number;
  filters: ActivityLogFilters;
}

export const activityLogKeys = {
  all: ["activity-log"] as const,
  lists: () => [...activityLogKeys.all, "list"] as const,
  list: (query: ActivityLogQuery) => [...activityLogKeys.lists(), query] as const,
  // Under the colleagues' own root key, so what adds, renames or removes a colleague refreshes the choice too.
  members: () => ["colleagues", "activity-members"] as const,
};

/** The filters as query-string values: only those given. */
function filterParams(filters: ActivityLogFilters): UpstreamParams {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}

/**
 * The list's query string, checked with the upstream's own schema: a range that ends before it
 * starts is refused here, in the contract's Persian words, before any call.
 */
export function activityLogParams({ page, perPage, filters }: ActivityLogQuery): UpstreamParams {
  const checked = checkedRequest(activityListQuerySchema, { page, per_page: perPage, ...filterParams(filters) });
  return filterParams(checked);
}

/** Where the browser downloads what the filters keep, through the BFF; null while the filters are not valid. */
export function activityExportHref(filters: ActivityLogFilters, format: ExportFormat): string | null {
  const params = { ...filterParams(filters), format };
  if (!activityExportQuerySchema.safeParse(params).success) return null;
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `/api/${ACTIVITY_LOG_PATH}/export?${query}`;
}
