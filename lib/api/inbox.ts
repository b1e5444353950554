"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "../contract/common";
import {
  inboxDeleteResponseSchema,
  inboxExportQuerySchema,
  inboxIdsRequestSchema,
  inboxReadResponseSchema,
} from "../contract/inbox";
import type { UnreadCount } from "../contract/inbox-message";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { INBOX_PATH as PATH, inboxKeys } from "./queries/inbox-keys";
import {
  inboxFilterParams,
  inboxListQuery,
  type InboxFilterValues,
  type InboxListQuery,
} from "./queries/inbox-queries";

export type { InboxFilterValues };

/** A page of received SMS, newest first; the last page stays while the next loads. */
export function useInbox(query: InboxListQuery) {
  return useQuery({ ...browserQuery(inboxListQuery(query)), placeholderData: keepPreviousData });
}

/** After a change: the badge takes the count the upstream answered, and the lists are read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (unread: number) => {
    queryClient.setQueryData<UnreadCount>(inboxKeys.unread(), { count: unread });
    return queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  };
}

/** Marks the user's messages read. */
export function useMarkInboxRead() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(inboxReadResponseSchema, `${PATH}/read`, checkedRequest(inboxIdsRequestSchema, { ids })).then(
        (body) => body.data,
      ),
    onSuccess: (answer) => settle(answer.unread),
  });
}

/** Deletes the user's messages; the caller asks the user first. */
export function useDeleteInboxMessages() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(inboxDeleteResponseSchema, `${PATH}/delete-list`, checkedRequest(inboxIdsRequestSchema, { ids })).then(
        (body) => body.data,
      ),
    onSuccess: (answer) => settle(answer.unread),
  });
}

/** Where the browser downloads what these filters show, as CSV or XLSX; null while the filters are not valid. */
export function inboxExportUrl(filters: InboxFilterValues, format: ExportFormat): string | null {
  const params = { ...inboxFilterParams(filters), format };
  if (!inboxExportQuerySchema.safeParse(params).success) return null;
  return `/api/${PATH}/export?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;
}
