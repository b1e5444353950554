"use client";

import { useQuery } from "@tanstack/react-query";
import { draftGroupListResponseSchema, draftListResponseSchema } from "../contract/drafts";
import { apiGet } from "./client";

const draftKeys = {
  all: ["drafts"] as const,
  groups: () => [...draftKeys.all, "groups"] as const,
  list: (groupId: number | null) => [...draftKeys.all, "list", { groupId }] as const,
};

const PAGE = { page: 1, per_page: 100 };

export function useDraftGroups(enabled: boolean) {
  return useQuery({
    queryKey: draftKeys.groups(),
    queryFn: () => apiGet(draftGroupListResponseSchema, "v1/api/user/draft/group/list", PAGE).then((body) => body.data),
    enabled,
  });
}

/** Predefined messages, of one group or of all (Edge: leave the filter out, never send it empty). */
export function useDrafts(groupId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: draftKeys.list(groupId),
    queryFn: () =>
      apiGet(
        draftListResponseSchema,
        "v1/api/user/draft/list",
        groupId === null ? PAGE : { ...PAGE, draft_group_id: groupId },
      ).then((body) => body.data),
    enabled,
  });
}
