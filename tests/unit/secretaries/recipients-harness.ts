import type { SecretaryInboxRow, SecretaryOut } from "@/lib/contract/secretaries";

export const SECRETARY = "/api/v1/api/phonebooks/advanced-services/general-messaging";
export const INBOX = "/api/v1/api/phonebooks/advanced-services/module-inboxes-list";

export const secretary = (overrides: Partial<SecretaryOut> = {}): SecretaryOut => ({
  id: 21,
  title: "نظرسنجی خدمات",
  type: 5,
  receiver_number: "+983000505",
  sender_number: "+983000505",
  phonebook_id: null,
  expires_at: null,
  active: true,
  answering: true,
  received_count: 4,
  created_at: "2026-11-20 08:15:00",
  updated_at: "2026-11-20 08:15:00",
  config: {},
  ...overrides,
});

export const received = (overrides: Partial<SecretaryInboxRow> = {}): SecretaryInboxRow => ({
  id: 9041,
  msisdn: "+989121234567",
  message: "1",
  kind: "vote",
  number: 1,
  answer: "رأی شما ثبت شد",
  answer_state: "sent",
  answer_send_id: 5,
  received_at: "2026-11-21 11:40:12",
  ...overrides,
});

/** A page of what a secretary received, as the upstream answers it. */
export function inboxPage(rows: SecretaryInboxRow[], total = rows.length, perPage = 10) {
  return {
    body: {
      data: rows,
      meta: {
        status: true,
        message: null,
        current_page: 1,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        from: rows.length ? 1 : null,
        to: rows.length || null,
      },
    },
  };
}
