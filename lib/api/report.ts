"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "../contract/common";
import {
  bulkReportResponseSchema,
  bulkStatsResponseSchema,
  recipientsQuerySchema,
  recipientsResponseSchema,
  reportExportRequestSchema,
} from "../contract/report";
import type { DeliveryStatus } from "../contract/send";
import { useThrottledCallback } from "../hooks/use-throttled-callback";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { checkedRequest } from "./checked-request";
import { useExport } from "./account-files";
import { apiGet } from "./client";
import { apiExport } from "./export-request";
import { browserQuery } from "./queries/in-browser";
import {
  REPORT_PATH as PATH,
  reportFilterBody,
  reportKeys,
  reportListQuery,
  type RecipientsQuery,
  type ReportFilterValues,
  type ReportListKind,
  type ReportListQuery,
  type StatsScope,
} from "./queries/report-queries";

export { reportKeys };
export type { RecipientsQuery, ReportFilterValues, ReportListKind, StatsScope };

/** A page of one of the report's lists, newest first; the last page stays while the next loads. */
export function useReportList(kind: ReportListKind, query: ReportListQuery) {
  return useQuery({ ...browserQuery(reportListQuery(kind, query)), placeholderData: keepPreviousData });
}

/** The systemic sends these filters show, as a file (`systemic_list/export`). */
export const useSystemicExport = () =>
  useExport(
    ({ filters, format }: { filters: ReportFilterValues; format: ExportFormat }) =>
      apiExport(
        `${PATH}/systemic_list/export`,
        checkedRequest(reportExportRequestSchema, { filters: reportFilterBody(filters), format }),
      ),
    ({ format }) => `systemic-sends.${format}`,
  );

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
