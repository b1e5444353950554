import type { ReactElement } from "react";
import type { TicketCategory, TicketDetail, TicketInteraction, TicketRow } from "@/lib/contract/support";
import { AccessProvider } from "@/lib/auth/access-context";
import type { StubLiveSocket } from "../socket/stub-live-socket";
import { renderScreen } from "./render-screen";

export const TICKET_API = "/api/v1/api/ticket";

/** A ticket's categories as `GET ticket/category?type=ticket` answers them. */
export const TICKET_CATEGORIES: TicketCategory[] = [
  { id: 1, name: "فنی", type: "ticket", sub_categories: [{ id: 11, title: "ارسال پیامک" }] },
  { id: 2, name: "مالی", type: "ticket", sub_categories: [] },
];

export const SUGGESTION_CATEGORIES: TicketCategory[] = [
  { id: 7, name: "امکانات پنل", type: "suggestion", sub_categories: [] },
];

/** 12 Mordad 1403, 13:30 in Tehran. */
const MADE_AT = "2024-08-02T10:00:00.000Z";

export function interaction(fields: Partial<TicketInteraction> = {}): TicketInteraction {
  return {
    id: 400001,
    description: "سلام، خط شما بررسی شد و مشکل برطرف شده است.",
    agent_id: 9,
    agent_username: "agent-sara",
    created_at: "2024-08-02T11:00:00.000Z",
    attachment: null,
    partner_title: null,
    private: 0,
    username: "shop-owner",
    from: "support",
    author_name: "سارا محمدی",
    attachments: [],
    rate: null,
    ...fields,
  };
}

/** An open ticket of the account, answered once by support. */
export function ticketDetail(fields: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: 100001,
    ticket_id: 100001,
    user_id: 5,
    parent_id: null,
    type: "ticket",
    importance: "medium",
    subject: "پیامک‌ها نمی‌رسد",
    category: "فنی",
    category_id: 1,
    sub_category: "ارسال پیامک",
    sub_category_id: 11,
    state: "replied",
    state_id: 3,
    sub_state_id: null,
    description: "از دیروز پیامک‌های خط ۳۰۰۰۵۰۵ به گیرنده نمی‌رسد.",
    close_desc: null,
    user_seen: 1,
    sms_notification: 1,
    created_at: MADE_AT,
    attachment: null,
    attachments: [
      { id: 501, name: "گزارش.pdf", size: 2048, content_type: "application/pdf", url: "ticket/attachment/501" },
    ],
    author_name: "مریم احمدی",
    interactions: [interaction()],
    forward: null,
    manager_comment: null,
    jira_id: null,
    rate: 0,
    rate_comment: null,
    feedback: "none",
    ...fields,
  };
}

/** A row of `GET ticket`. */
export function ticketRow(fields: Partial<TicketRow> = {}): TicketRow {
  return {
    id: 100001,
    ticket_id: 100001,
    user_id: 5,
    parent_id: null,
    type: "ticket",
    category_id: 1,
    sub_category_id: null,
    importance: "medium",
    state_id: 2,
    subject: "پیامک‌ها نمی‌رسد",
    desc: "از دیروز پیامک‌ها نمی‌رسد.",
    manager_comment: null,
    close_desc: null,
    admin_seen: 1,
    user_seen: 1,
    sms_notification: 0,
    interaction_count: 1,
    longest_interaction: 0,
    min_rate: null,
    deleted_at: null,
    created_at: MADE_AT,
    updated_at: MADE_AT,
    jira_id: null,
    rate: 0,
    rate_comment: null,
    user: { user_id: 5, uname: "shop-owner" },
    category: { id: 1, name: "فنی" },
    sub_category: null,
    state: { id: 2, name: "waiting_for_support" },
    forward: null,
    ...fields,
  };
}

/** A page of `GET ticket`. */
export const ticketPage = (rows: TicketRow[], total = rows.length) => ({
  body: {
    data: rows,
    meta: {
      status: true,
      message: null,
      current_page: 1,
      per_page: 10,
      total,
      last_page: Math.max(1, Math.ceil(total / 10)),
      from: rows.length ? 1 : null,
      to: rows.length || null,
    },
  },
});

/** Renders a support screen for the account's owner, with the query string, the toaster and an optional live socket. */
export function renderSupport(ui: ReactElement, options: { search?: string; socket?: StubLiveSocket } = {}) {
  return renderScreen(<AccessProvider memberOf={null}>{ui}</AccessProvider>, options);
}

/** jsdom's Blob cannot answer arrayBuffer(), which browsers' can; its FileReader reads the same bytes. */
export function readableBlobs() {
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
}

const MB = 1024 * 1024;
const PDF_HEAD = [...Buffer.from("%PDF-1.7\n")];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with `head`. */
const fileOf = (name: string, head: number[], size = head.length + 64, type = "") =>
  new File([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))], name, { type });

export const files = {
  pdf: (name = "گزارش.pdf", size?: number) => fileOf(name, PDF_HEAD, size, "application/pdf"),
  png: (name = "تصویر.png") => fileOf(name, PNG_HEAD, undefined, "image/png"),
  /** A Windows program renamed .pdf: its first bytes say "MZ". */
  exeAsPdf: () => fileOf("setup.pdf", [0x4d, 0x5a, 0x90, 0x00, 0x03], undefined, "application/pdf"),
  /** A PDF of 10.1 MB: one tenth of a megabyte over the limit. */
  tooLarge: () => fileOf("scan.pdf", PDF_HEAD, Math.round(10.1 * MB), "application/pdf"),
  /** A seventh kind: a GIF, whatever it is named. */
  gif: () => fileOf("animation.gif", [...Buffer.from("GIF89a")], undefined, "image/gif"),
};
