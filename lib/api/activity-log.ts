"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { activityListResponseSchema } from "../contract/activity-log";
import { checkTokenResponseSchema } from "../contract/auth";
import { colleagueListResponseSchema, type Colleague } from "../contract/colleagues";
import { apiGet, apiPost } from "./client";
import {
  ACTIVITY_LOG_PATH,
  activityLogKeys,
  activityLogParams,
  type ActivityLogQuery,
} from "./queries/activity-log-queries";
import { MEMBERS_PAGE_SIZE, toActivityMembers } from "./queries/activity-members-queries";

export { activityExportHref, type ActivityLogFilters } from "./queries/activity-log-queries";
export type { ActivityMember } from "./queries/activity-members-queries";

/** A page of the account's activity log, newest first; the last page stays while the next loads. */
export function useActivityLog(query: ActivityLogQuery) {
  return useQuery({
    queryKey: activityLogKeys.list(query),
    queryFn: () => apiGet(activityListResponseSchema, ACTIVITY_LOG_PATH, activityLogParams(query)),
    placeholderData: keepPreviousData,
    // Every write anywhere in the panel adds to it: read it again whenever it is shown.
    staleTime: 0,
  });
}

/** Every colleague of the account (not deleted), a page of the contract's largest size at a time. */
async function allColleagues(): Promise<Colleague[]> {
  const colleagues: Colleague[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGet(colleagueListResponseSchema, "v1/api/user/partner", {
      page,
      per_page: MEMBERS_PAGE_SIZE,
    });
    colleagues.push(...answer.data);
    if (page >= answer.meta.last_page) return colleagues;
  }
}

/** Whom the log can be narrowed to: the owner signed in (check_token says who) and the colleagues. */
export function useActivityMembers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: activityLogKeys.members(),
    queryFn: async () => {
      const [owner, colleagues] = await Promise.all([
        apiPost(checkTokenResponseSchema, "v1/api/acl/auth/check_token"),
        allColleagues(),
      ]);
      return toActivityMembers(owner.data, colleagues);
    },
    enabled,
  });
}
