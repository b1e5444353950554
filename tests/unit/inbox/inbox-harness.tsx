import type { InboxMessage } from "@/lib/contract/inbox-message";
import { renderScreen } from "../support/render-screen";
import { byCall, fakeNetwork, type CallRoute, type Reply } from "../support/network";
import { linesPage, senderLine } from "../support/sender-lines";

export { failure, ok } from "../support/network";
export const INBOX = "/api/v1/api/report/messages-inbox";
export const READ = `${INBOX}/read`;
export const DELETE = `${INBOX}/delete-list`;
export const UNREAD = `${INBOX}/unread-count`;
const LINES = "/api/v1/api/number/numbers";

const LINE_LIST = [
  senderLine({ id: 1, number: "+9810001000", alias: "خط عمومی تبلیغاتی", shared: true, is_default: false }),
  senderLine({ id: 4, number: "+983000505", alias: "خط اختصاصی فروشگاه", is_default: true }),
];

/** Seconds of a local wall-clock time, so the Jalali text does not depend on the machine's zone. */
const localSeconds = (...parts: [number, number, number, number, number, number]) =>
  new Date(...parts).getTime() / 1000;

/** 1404/01/01 08:30:05 and 1404/01/02 21:05:00 on the machine's clock. */
const NOWRUZ = localSeconds(2025, 2, 21, 8, 30, 5);
const NEXT_DAY = localSeconds(2025, 2, 22, 21, 5, 0);

export const message = (id: number, fields: Partial<InboxMessage> = {}): InboxMessage => ({
  messages_inbox_id: id,
  from: "+989121234567",
  number: "+983000505",
  message: "سلام",
  type: "normal",
  time: NOWRUZ,
  seen: "0",
  ...fields,
});

export const MESSAGES = [
  message(5_000_012, { from: "+989351112222", message: "سفارشم کی می‌رسد؟", time: NEXT_DAY }),
  message(5_000_011, { from: "+989121234567", number: "+9810001000", message: "۱۱", type: "cancel11", seen: "1" }),
];

const meta = { status: true, message: null, message_parameters: [], message_code: "200-1" };

/** A page of the inbox with its page meta. */
export function inboxPage(rows: InboxMessage[], { page = 1, perPage = 10, total = rows.length } = {}): Reply {
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

/** The BFF with the lines, a page of messages and an unread count of 1, unless told otherwise. */
export function fakeInboxBff(routes: Record<string, CallRoute> = {}) {
  return fakeNetwork(
    byCall({
      [`GET ${LINES}`]: linesPage(LINE_LIST),
      [`POST ${INBOX}`]: inboxPage(MESSAGES),
      [`GET ${UNREAD}`]: { body: { data: { count: 1 }, meta } },
      ...routes,
    }),
  );
}

/** Renders a screen of this area with its providers (see renderScreen). */
export const renderInbox = renderScreen;
