"use client";

import { keepPreviousData, matchQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ExportFormat } from "../contract/common";
import {
  inboxDeleteResponseSchema,
  inboxExportQuerySchema,
  inboxIdsRequestSchema,
  inboxReadResponseSchema,
  type UnreadCount,
} from "../contract/inbox";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import {
  INBOX_PATH as PATH,
  inboxFilterParams,
  inboxKeys,
  inboxListQuery,
  unreadInboxCountQuery,
  type InboxFilterValues,
  type InboxListQuery,
} from "./queries/inbox-queries";

export type { InboxFilterValues };

/** A page of received SMS, newest first; the last page stays while the next loads. */
export function useInbox(query: InboxListQuery) {
  return useQuery({ ...browserQuery(inboxListQuery(query)), placeholderData: keepPreviousData });
}

/** How many received SMS are not read yet (the navigation's badge). */
export function useUnreadInboxCount() {
  return useQuery(browserQuery(unreadInboxCountQuery));
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

/**
 * A received SMS shows without a reload: the badge takes the event's unread count and the lists
 * are read again. When the live connection comes back, both are read again for what it missed.
 * A list the server handed over joins the cache only when its part of the page hydrates, which can
 * come after the socket told of an SMS: such a list was read before it, and is read again too.
 */
export function useLiveInbox() {
  const queryClient = useQueryClient();
  const changed = useRef(false);
  useOnReconnect(() => {
    changed.current = true;
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  });
  useSocketEvent("inbox.received", ({ data }) => {
    changed.current = true;
    queryClient.setQueryData<UnreadCount>(inboxKeys.unread(), { count: data.unread });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const handedOver = event.type === "added" && event.query.state.data !== undefined;
        if (handedOver && changed.current && matchQuery({ queryKey: inboxKeys.lists() }, event.query))
          void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
      }),
    [queryClient],
  );
}
