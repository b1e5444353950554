"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "../contract/common";
import {
  inboxDeleteResponseSchema,
  inboxExportQuerySchema,
  inboxIdsRequestSchema,
  inboxListRequestSchema,
  inboxListResponseSchema,
  inboxReadResponseSchema,
  type UnreadCount,
} from "../contract/inbox";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { dayEndSeconds, dayStartSeconds } from "../url-state/day-seconds";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { INBOX_PATH as PATH, inboxKeys, unreadInboxCountQuery } from "./queries/inbox-queries";

/** What narrows the inbox, as the screen holds it. */
export interface InboxFilterValues {
  /** The sender: a whole mobile in any form, or some of its digits. */
  sender?: string | null;
  /** The receiving line's number. */
  line?: string | null;
  /** Part of the text. */
  text?: string | null;
  /** "0" unread only, "1" read only. */
  seen?: "0" | "1" | null;
  /** Jalali days (YYYY/MM/DD): received from the start of the first to the end of the last. */
  receivedFrom?: string | null;
  receivedTo?: string | null;
}

export interface InboxListQuery extends InboxFilterValues {
  page: number;
  perPage: number;
}

/** The upstream's filters (Edge's names; the received range in Unix seconds); blanks are left out. */
function inboxFilterParams({
  sender,
  line,
  text,
  seen,
  receivedFrom,
  receivedTo,
}: InboxFilterValues): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (sender?.trim()) params.from = sender.trim();
  if (line?.trim()) params.number = line.trim();
  if (text?.trim()) params.message = text.trim();
  if (seen) params.seen = seen;
  const from = receivedFrom ? dayStartSeconds(receivedFrom) : null;
  if (from !== null) params.from_time = from;
  const to = receivedTo ? dayEndSeconds(receivedTo) : null;
  if (to !== null) params.to_time = to;
  return params;
}

/** A page of received SMS, newest first; the last page stays while the next loads. */
export function useInbox(query: InboxListQuery) {
  const { page, perPage, ...filters } = query;
  return useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: () =>
      apiPost(
        inboxListResponseSchema,
        PATH,
        checkedRequest(inboxListRequestSchema, { page, per_page: perPage, filters: inboxFilterParams(filters) }),
      ),
    placeholderData: keepPreviousData,
  });
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
 */
export function useLiveInbox() {
  const queryClient = useQueryClient();
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }));
  useSocketEvent("inbox.received", ({ data }) => {
    queryClient.setQueryData<UnreadCount>(inboxKeys.unread(), { count: data.unread });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  });
}
