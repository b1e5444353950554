import { sql } from "drizzle-orm";
import { SEND_STATE_WORDS, type BulkReport, type SendReportRow } from "@/lib/contract/report";
import type { SendState } from "@/lib/contract/send";
import { SEND_STATE_LOOK } from "@/lib/send/send-states";
import { sends } from "../db/schema";

/** What a send's report row is made of, as one select reads it. */
export const sendRowColumns = {
  id: sends.id,
  userId: sends.userId,
  lineId: sends.lineId,
  fromNumber: sends.fromNumber,
  sendingType: sends.sendingType,
  message: sends.message,
  parts: sends.parts,
  recipientCount: sends.recipientCount,
  dispatched: sends.dispatched,
  stateId: sends.stateId,
  sendTime: sends.sendTime,
  createdAt: sends.createdAt,
  /** Exact in SQL: what was reserved less what came back. */
  cost: sql<string>`(${sends.costReserved} - ${sends.refunded})::text`,
  refunded: sends.refunded,
  senderIp: sends.senderIp,
  rejectionReason: sends.rejectionReason,
};

export interface SendRowSource {
  id: number;
  userId: number;
  lineId: number;
  fromNumber: string;
  sendingType: string;
  message: string | null;
  parts: number;
  recipientCount: number;
  dispatched: number;
  stateId: number;
  sendTime: Date;
  createdAt: Date;
  cost: string;
  refunded: string;
  senderIp: string | null;
  rejectionReason: string | null;
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The state in Persian: what the panel shows beside it. */
export const stateTitle = (stateId: number) => (SEND_STATE_LOOK[stateId as SendState] ?? SEND_STATE_LOOK[9]).label;

/** Content control's verdict as Edge's `valid`: still to come while the send is being made or watched. */
function verdict(stateId: number): string | null {
  if (stateId === 0 || stateId === 1) return null;
  return stateId === 3 ? "reject" : "approve";
}

/** A send as every report list (and `by_bulk`) shows it, in Edge's row shape. */
export function sendReportRow(send: SendRowSource, username: string): SendReportRow {
  return {
    username,
    number_color: null,
    number: send.fromNumber,
    number_id: String(send.lineId),
    messages_outbox_id: String(send.id),
    state: SEND_STATE_WORDS[send.stateId] ?? SEND_STATE_WORDS[9]!,
    type: send.sendingType,
    time_send: toSeconds(send.sendTime),
    time: toSeconds(send.createdAt),
    rcpts_count: send.recipientCount,
    // Recipients are handed over in position order and each gets its status then, so this is the count that went out.
    exit_count: send.dispatched,
    status: stateTitle(send.stateId),
    partner_id: null,
    in_delivery_line: 0,
    valid: verdict(send.stateId),
    message: send.message,
    part: send.parts,
    cost: Number(send.cost),
    summary: send.message ? send.message.slice(0, 60) : null,
    user_ip: send.senderIp,
    user_id: String(send.userId),
    files_path: null,
    parent_id: null,
    state_id: send.stateId,
  };
}

/** `by_bulk`: the row, with the rials that came back and content control's reason. */
export function bulkReport(send: SendRowSource, username: string): BulkReport {
  return {
    ...sendReportRow(send, username),
    part: send.parts,
    return: Number(send.refunded),
    reject_comment: send.rejectionReason,
  };
}
