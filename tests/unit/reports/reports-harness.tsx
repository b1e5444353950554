import type { BulkReport, BulkStats, RecipientReportRow, SendReportRow } from "@/lib/contract/report";
import { renderScreen } from "../support/render-screen";
import { byCall, fakeNetwork, type CallRoute, type Reply } from "../support/network";

export { failure, ok } from "../support/network";
const API = "/api/v1/api";
export const NEW_LIST = `${API}/report/new_list`;
export const SYSTEMIC_LIST = `${API}/report/systemic_list`;
export const ARCHIVE_LIST = `${API}/report/archive_list`;
export const SYSTEMIC_EXPORT = `${API}/report/systemic_list/export`;
export const BY_BULK = `${API}/report/by_bulk`;
export const RECIPIENTS = `${API}/report/recipients`;
export const BULK_STATS = `${API}/report/bulk_stats`;
export const ARCHIVE_STATS = `${API}/report/archive_bulk_stats`;
export const CANCEL = `${API}/send/cancel`;

/** Seconds of a local wall-clock time, so the Jalali text does not depend on the machine's zone. */
const localSeconds = (...parts: [number, number, number, number, number, number]) =>
  new Date(...parts).getTime() / 1000;

/** 1403/05/12 13:30:00 and 1403/05/12 14:45:10 on the machine's clock. */
const MADE_AT = localSeconds(2024, 7, 2, 13, 30, 0);
const SENT_AT = localSeconds(2024, 7, 2, 14, 45, 10);

export const sendRow = (id: number, fields: Partial<SendReportRow> = {}): SendReportRow => ({
  username: "shop",
  number_color: null,
  number: "+983000505",
  number_id: "4",
  messages_outbox_id: String(id),
  state: "finish",
  type: "webservice",
  time_send: SENT_AT,
  time: MADE_AT,
  rcpts_count: 1200,
  exit_count: 1180,
  status: "ارسال شده",
  partner_id: null,
  in_delivery_line: 0,
  valid: "approve",
  message: "سلام، حراج تابستانه آغاز شد",
  part: 1,
  cost: 3_657.5,
  summary: null,
  user_ip: "185.12.4.9",
  user_id: "7",
  files_path: null,
  parent_id: null,
  state_id: 6,
  ...fields,
});

export const bulkReport = (fields: Partial<BulkReport> = {}): BulkReport => ({
  ...sendRow(4711, {
    rcpts_count: 5,
    exit_count: 3,
    state_id: 2,
    state: "sending",
    status: "در حال ارسال",
    cost: 14_032.5,
  }),
  part: 2,
  return: null,
  reject_comment: null,
  ...fields,
});

const recipient = (
  number: string,
  status: number | null,
  fields: Partial<RecipientReportRow> = {},
): RecipientReportRow => ({
  recipient: number,
  message: "سلام، حراج تابستانه آغاز شد\nلغو۱۱",
  is_readable: true,
  msg_parts: 2,
  message_status: status,
  ...fields,
});

const languages = (fa: number, en = 0) => ({ fa, en });
const none = { mci: languages(0), irancell: languages(0), rightel: languages(0), other: languages(0) };

/** MCI: 2 delivered, 1 failed; Irancell: 1 sent, 1 still waiting; Rightel: 1 blacklisted. */
export const STATS: BulkStats = {
  operators_delivered: { ...none, mci: languages(1, 1) },
  operators_failed: { ...none, mci: languages(1) },
  operators_sent: { ...none, irancell: languages(1) },
  operators_pending: { ...none, irancell: languages(1) },
  operators_blacklist: { ...none, rightel: languages(1) },
};

const meta = { status: true, message: null, message_parameters: [], message_code: "200-1" };

/** A paged answer with its page meta. */
export function paged(rows: unknown[], { page = 1, perPage = 10, total = rows.length } = {}): Reply {
  const from = rows.length === 0 ? null : (page - 1) * perPage + 1;
  return {
    body: {
      data: rows,
      meta: {
        ...meta,
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        from,
        to: from === null ? null : from + rows.length - 1,
      },
    },
  };
}

export const data = (value: unknown): Reply => ({ body: { data: value, meta } });

/** The BFF with a send, its stats and recipients, and a list of two sends, unless told otherwise. */
export function fakeReportsBff(routes: Record<string, CallRoute> = {}) {
  return fakeNetwork(
    byCall({
      [`POST ${NEW_LIST}`]: paged([
        sendRow(9002),
        sendRow(9001, { state_id: 3, state: "rejected", type: "file", exit_count: 0, user_ip: null }),
      ]),
      [`GET ${BY_BULK}`]: data(bulkReport()),
      [`GET ${BULK_STATS}`]: data(STATS),
      [`GET ${RECIPIENTS}`]: paged([recipient("+989121234567", 2), recipient("+989351112222", null)]),
      ...routes,
    }),
  );
}

/** Renders a screen of this area with its providers (see renderScreen). */
export const renderReports = renderScreen;
