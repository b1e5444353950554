"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "../contract/common";
import {
  bulkReportResponseSchema,
  bulkStatsResponseSchema,
  recipientsQuerySchema,
  recipientsResponseSchema,
  reportExportRequestSchema,
  reportListRequestSchema,
  sendReportListResponseSchema,
} from "../contract/report";
import type { DeliveryStatus } from "../contract/send";
import { useThrottledCallback } from "../hooks/use-throttled-callback";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { dayEndSeconds, dayStartSeconds } from "../url-state/day-seconds";
import { checkedRequest } from "./checked-request";
import { apiGet, apiPost, apiPostFile } from "./client";

const PATH = "v1/api/report";

/** The report's three lists: the user's sends of the last 30 days, those the panel made for them, and the archive. */
export type ReportListKind = "new" | "systemic" | "archive";

const LIST_PATHS: Record<ReportListKind, string> = {
  new: `${PATH}/new_list`,
  systemic: `${PATH}/systemic_list`,
  archive: `${PATH}/archive_list`,
};

/** What narrows a report list, as the screen holds it; blanks are no filter. */
export interface ReportFilterValues {
  /** The sender line in any written form. */
  number?: string | null;
  sendId?: string | null;
  /** Jalali days (YYYY/MM/DD): from the start of the first to the end of the last. */
  createdFrom?: string | null;
  createdTo?: string | null;
  sentFrom?: string | null;
  sentTo?: string | null;
  /** Recipients handed to the operator. */
  sentCountFrom?: number | null;
  sentCountTo?: number | null;
  /** Part of the text. */
  text?: string | null;
  /** A send state (0–9). */
  state?: number | null;
}

export interface ReportListQuery {
  page: number;
  limit: number;
  filters: ReportFilterValues;
}

/** Which of a send's statistics: those of the report window or of the archive. */
export type StatsScope = "current" | "archived";

export interface RecipientsQuery {
  page: number;
  perPage: number;
  status?: DeliveryStatus | null;
  /** One mobile number in any form. */
  recipient?: string | null;
}

export const reportKeys = {
  all: ["report"] as const,
  lists: () => [...reportKeys.all, "list"] as const,
  list: (kind: ReportListKind, query: ReportListQuery) => [...reportKeys.lists(), kind, query] as const,
  /** Everything read about one send: its summary, statistics and recipients. */
  send: (id: string) => [...reportKeys.all, "send", id] as const,
  bulk: (id: string) => [...reportKeys.send(id), "summary"] as const,
  stats: (id: string, scope: StatsScope) => [...reportKeys.send(id), "stats", scope] as const,
  recipients: (id: string, query: RecipientsQuery) => [...reportKeys.send(id), "recipients", query] as const,
};

const text = (value: string | null | undefined) => value?.trim() || null;

/** Edge's `filters` for these values (dates as Unix seconds); blanks are left out. */
function reportFilterBody(values: ReportFilterValues): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined) body[key] = value;
  };
  put("number", text(values.number));
  put("messages_outbox_id", text(values.sendId));
  put("create_from_date", values.createdFrom ? dayStartSeconds(values.createdFrom) : null);
  put("create_to_date", values.createdTo ? dayEndSeconds(values.createdTo) : null);
  put("send_from_date", values.sentFrom ? dayStartSeconds(values.sentFrom) : null);
  put("send_to_date", values.sentTo ? dayEndSeconds(values.sentTo) : null);
  put("from_exit_count", values.sentCountFrom);
  put("to_exit_count", values.sentCountTo);
  put("message", text(values.text));
  put("state_id", values.state);
  return body;
}

/** A page of one of the report's lists, newest first; the last page stays while the next loads. */
export function useReportList(kind: ReportListKind, query: ReportListQuery) {
  return useQuery({
    queryKey: reportKeys.list(kind, query),
    queryFn: () =>
      apiPost(
        sendReportListResponseSchema,
        LIST_PATHS[kind],
        checkedRequest(reportListRequestSchema, {
          page: query.page,
          limit: query.limit,
          filters: reportFilterBody(query.filters),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The systemic sends these filters show, as a file (`systemic_list/export`). */
export function useSystemicExport() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: ReportFilterValues; format: ExportFormat }) =>
      apiPostFile(
        `${PATH}/systemic_list/export`,
        checkedRequest(reportExportRequestSchema, { filters: reportFilterBody(filters), format }),
      ),
  });
}

/** One send's summary (`report/by_bulk`). */
export function useBulkReport(id: string) {
  return useQuery({
    queryKey: reportKeys.bulk(id),
    queryFn: () =>
      apiGet(bulkReportResponseSchema, `${PATH}/by_bulk`, { messages_outbox_id: id }).then((body) => body.data),
  });
}

/** One send's recipients by status group, operator and language (`bulk_stats`, or `archive_bulk_stats` for an archived send). */
export function useBulkStats(id: string, scope: StatsScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reportKeys.stats(id, scope),
    queryFn: () =>
      apiGet(bulkStatsResponseSchema, `${PATH}/${scope === "archived" ? "archive_bulk_stats" : "bulk_stats"}`, {
        bulk_id: id,
      }).then((body) => body.data),
    enabled,
  });
}

/** The upstream's query for a page of recipients; blank filters are left out. */
function recipientsParams(
  id: string,
  { page, perPage, status, recipient }: RecipientsQuery,
): Record<string, string | number> {
  const params: Record<string, string | number> = { bulk_id: id, page, per_page: perPage };
  if (status !== null && status !== undefined) params.status = status;
  if (recipient?.trim()) params.recipient = recipient.trim();
  return params;
}

/** A page of a send's recipients, in send order; the last page stays while the next loads. */
export function useRecipients(id: string, query: RecipientsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reportKeys.recipients(id, query),
    queryFn: () => {
      const params = recipientsParams(id, query);
      // The number goes on the wire as Edge documents it (E.164), however it was typed.
      const { recipient } = checkedRequest(recipientsQuerySchema, params);
      return apiGet(recipientsResponseSchema, `${PATH}/recipients`, recipient ? { ...params, recipient } : params);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Where the browser downloads every recipient of a send (of one delivery status, when given). */
export function recipientsDownloadUrl(id: string, format: ExportFormat, status?: DeliveryStatus | null): string {
  const params = new URLSearchParams({ bulk_id: id, format });
  if (status !== null && status !== undefined) params.set("status", String(status));
  return `/api/${PATH}/download_recipients?${params}`;
}

/** A running send's events read its report again at most this often, however fast they come. */
export const LIVE_REFRESH_MS = 1000;

/**
 * A send's report follows it live: each `send.progress` event of this send reads its summary,
 * statistics and the recipients on screen again (at most once a second, the last event always
 * honoured), and so does the live connection coming back, for the events it missed.
 */
export function useLiveSendReport(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reportKeys.send(id) });
  const throttled = useThrottledCallback(refresh, LIVE_REFRESH_MS);
  useSocketEvent("send.progress", ({ data }) => {
    if (String(data.id) === id) throttled();
  });
  useOnReconnect(refresh);
}
