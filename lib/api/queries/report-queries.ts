import { reportListRequestSchema, sendReportListResponseSchema } from "../../contract/report";
import type { DeliveryStatus } from "../../contract/send";
import { dayEndSeconds, dayStartSeconds } from "../../url-state/day-seconds";
import { checkedRequest } from "../checked-request";
import type * as z from "zod/mini";
import type { UpstreamQuery } from "./upstream-query";

export const REPORT_PATH = "v1/api/report";

/** The report's three lists: the user's sends of the last 30 days, those the panel made for them, and the archive. */
export type ReportListKind = "new" | "systemic" | "archive";

const LIST_PATHS: Record<ReportListKind, string> = {
  new: `${REPORT_PATH}/new_list`,
  systemic: `${REPORT_PATH}/systemic_list`,
  archive: `${REPORT_PATH}/archive_list`,
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
export function reportFilterBody(values: ReportFilterValues): Record<string, string | number> {
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

/** A page of one of the report's lists, newest first: a POST of the page and the filters the contract accepts. */
export const reportListQuery = (
  kind: ReportListKind,
  query: ReportListQuery,
): UpstreamQuery<typeof sendReportListResponseSchema, z.infer<typeof sendReportListResponseSchema>> => ({
  kind: "query",
  queryKey: reportKeys.list(kind, query),
  path: LIST_PATHS[kind],
  body: () =>
    checkedRequest(reportListRequestSchema, {
      page: query.page,
      limit: query.limit,
      filters: reportFilterBody(query.filters),
    }),
  schema: sendReportListResponseSchema,
  toData: (body) => body,
});
