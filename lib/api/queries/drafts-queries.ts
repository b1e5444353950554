import {
  DRAFT_LIMITS,
  draftGroupCountResponseSchema,
  draftGroupListResponseSchema,
  draftListResponseSchema,
  type Draft,
  type DraftGroup,
  type DraftGroupCount,
} from "../../contract/drafts";
import type { UpstreamQuery } from "./upstream-query";

export const DRAFTS_PATH = "v1/api/user/draft";

/**
 * Predefined messages under one root, so that a change made anywhere (their page, another tab's
 * refetch) leaves the composer's picker, the groups and their counts in step at once.
 */
export const draftKeys = {
  all: ["drafts"] as const,
  groups: () => [...draftKeys.all, "groups"] as const,
  counts: () => [...draftKeys.all, "counts"] as const,
  list: (groupId: number | null) => [...draftKeys.all, "list", { groupId }] as const,
};

/** Every group at once: the contract's largest page, far past what a person keeps apart. */
export const draftGroupsQuery: UpstreamQuery<typeof draftGroupListResponseSchema, DraftGroup[]> = {
  kind: "query",
  queryKey: draftKeys.groups(),
  path: `${DRAFTS_PATH}/group/list`,
  params: { page: 1, per_page: 100 },
  schema: draftGroupListResponseSchema,
  toData: (body) => body.data,
};

/** How many messages each group holds (0 included). */
export const draftGroupCountsQuery: UpstreamQuery<typeof draftGroupCountResponseSchema, DraftGroupCount[]> = {
  kind: "query",
  queryKey: draftKeys.counts(),
  path: `${DRAFTS_PATH}/group/count`,
  schema: draftGroupCountResponseSchema,
  toData: (body) => body.data,
};

/** The messages of one group or of all, and how many there are in all (more than a page holds says some are not here). */
export interface DraftPage {
  drafts: Draft[];
  total: number;
}

/**
 * The messages of one group, or of every group (null): one page as large as Edge lets an account
 * fill, so searching them in the browser searches them all. Edge: leave the filter out, never send
 * it empty.
 */
export function draftListQuery(groupId: number | null): UpstreamQuery<typeof draftListResponseSchema, DraftPage> {
  const page = { page: 1, per_page: DRAFT_LIMITS.drafts };
  return {
    kind: "query",
    queryKey: draftKeys.list(groupId),
    path: `${DRAFTS_PATH}/list`,
    params: groupId === null ? page : { ...page, draft_group_id: groupId },
    schema: draftListResponseSchema,
    toData: (body) => ({ drafts: body.data, total: body.meta.total }),
  };
}
