"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emptyResponseSchema } from "../contract/common";
import {
  createDraftGroupRequestSchema,
  createDraftGroupResponseSchema,
  createDraftRequestSchema,
  createDraftResponseSchema,
  deleteDraftGroupRequestSchema,
  deleteDraftsRequestSchema,
  updateDraftGroupRequestSchema,
  updateDraftRequestSchema,
} from "../contract/drafts";
import { checkedRequest } from "./checked-request";
import { apiPost, apiRequest } from "./client";
import { browserQuery } from "./queries/in-browser";
import {
  draftGroupCountsQuery,
  draftGroupsQuery,
  draftKeys,
  draftListQuery,
  DRAFTS_PATH,
} from "./queries/drafts-queries";

/**
 * How a view reads them: `enabled` false waits (a closed picker), `staleTime` 0 reads them again
 * each time the view appears even when the cache is fresh (a change made in another tab).
 */
interface DraftReadOptions {
  enabled?: boolean;
  staleTime?: number;
}

/** The account's groups of predefined messages, oldest first. */
export function useDraftGroups(options: DraftReadOptions = {}) {
  return useQuery({ ...browserQuery(draftGroupsQuery), ...options });
}

/** How many messages each group holds, by group id. */
export function useDraftGroupCounts(options: DraftReadOptions = {}) {
  return useQuery({
    ...browserQuery(draftGroupCountsQuery),
    ...options,
    select: (rows) => new Map(rows.map((row) => [row.draft_group_id, row.count])),
  });
}

/** Predefined messages, of one group or of all (null), oldest first. */
export function useDrafts(groupId: number | null, options: DraftReadOptions = {}) {
  return useQuery({ ...browserQuery(draftListQuery(groupId)), ...options });
}

/** After any change every draft query is stale: the page, its counts and the composer's picker read again. */
function useDraftChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: draftKeys.all });
}

/** Makes a group; answers it when the upstream tells (the reference upstream does, Edge answers null). */
export function useCreateDraftGroup() {
  const changed = useDraftChange();
  return useMutation({
    mutationFn: (title: string) =>
      apiPost(
        createDraftGroupResponseSchema,
        `${DRAFTS_PATH}/group`,
        checkedRequest(createDraftGroupRequestSchema, { title }),
      ).then((body) => body.data),
    onSuccess: changed,
  });
}

export function useRenameDraftGroup() {
  const changed = useDraftChange();
  return useMutation({
    mutationFn: (request: { draft_group_id: number; title: string }) =>
      apiRequest(emptyResponseSchema, `${DRAFTS_PATH}/group`, {
        method: "put",
        json: checkedRequest(updateDraftGroupRequestSchema, request),
      }),
    onSuccess: changed,
  });
}

/**
 * Deletes a group with every message in it (Edge's behaviour); the caller asks the user first.
 * Done once the upstream agrees, not once the lists are read again: the screen leaves the group at
 * once instead of showing it gone.
 */
export function useDeleteDraftGroup() {
  const changed = useDraftChange();
  return useMutation({
    mutationFn: (groupId: number) =>
      apiPost(
        emptyResponseSchema,
        `${DRAFTS_PATH}/group/delete`,
        checkedRequest(deleteDraftGroupRequestSchema, { draft_group_id: groupId }),
      ),
    onSuccess: () => void changed(),
  });
}

export function useCreateDraft() {
  const changed = useDraftChange();
  return useMutation({
    mutationFn: (request: { draft_group_id: number; message: string }) =>
      apiPost(createDraftResponseSchema, DRAFTS_PATH, checkedRequest(createDraftRequestSchema, request)),
    onSuccess: changed,
  });
}

/** Saves a message's text and, with `draft_group_id`, moves it to that group. */
export function useUpdateDraft() {
  const changed = useDraftChange();
  return useMutation({
    mutationFn: (request: { draft_id: number; message: string; draft_group_id?: number }) =>
      apiRequest(emptyResponseSchema, DRAFTS_PATH, {
        method: "put",
        json: checkedRequest(updateDraftRequestSchema, request),
      }),
    onSuccess: changed,
  });
}

/** Deletes one message; the caller asks the user first. */
export function useDeleteDraft() {
  const changed = useDraftChange();
  return useMutation({
    mutationFn: (draftId: number) =>
      apiPost(
        emptyResponseSchema,
        `${DRAFTS_PATH}/delete`,
        checkedRequest(deleteDraftsRequestSchema, { draft_ids: [draftId] }),
      ),
    onSuccess: changed,
  });
}
