import { type Permission, SEND_PERMISSIONS } from "@/lib/contract/permissions";

/**
 * What each route of /v1/api asks of the member calling it, in one place (a test walks the app and
 * fails on a route missing here):
 * - `public`: no session (sign-in, registration, the invitation's link);
 * - `member`: any signed-in member: the owner or an active colleague (their own security, the
 *   account's header and reference data every screen needs);
 * - `owner`: the account's owner alone: colleagues and roles, the activity log, the two-step
 *   policy, the account's documents, phone number, business setup and settings;
 * - a permission: the owner, or a colleague whose role holds it;
 * - `{ anyOf }`: the owner, or a colleague whose role holds one of these; the route narrows it
 *   further itself (a send checks the permission of its `sending_type`).
 * Keys are Hono's: the method and the full registered path, parameters and patterns included.
 */
export type RouteRule = "public" | "member" | "owner" | Permission | { anyOf: readonly Permission[] };

export const ROUTE_RULES: Record<string, RouteRule> = {
  // ── Sign-in and registration ──
  "POST /v1/api/acl/auth/login": "public",
  "POST /v1/api/acl/auth/confirm_otp": "public",
  "POST /v1/api/acl/auth/send_sms_otp": "public",
  "POST /v1/api/acl/auth/check_token": "member",
  "POST /v1/api/acl/auth/logout": "member",
  "GET /v1/api/acl/auth/login_setting": "public",
  "POST /v1/api/acl/auth/forgot_password": "public",
  "POST /v1/api/acl/auth/forgot_password_check_otp": "public",
  "POST /v1/api/acl/auth/change_password_by_token": "public",
  "GET /v1/api/acl/list": "public",
  "GET /v1/api/acl/package/general_list": "public",
  // The plan: every member sees what the account has (the panel shows a service's gate by it); buying is the owner's.
  "GET /v1/api/acl/package/current": "member",
  "POST /v1/api/acl/package/buy": "owner",
  "GET /v1/api/user/activity_domain": "public",
  "POST /v1/api/user/check_exist": "public",
  "POST /v1/api/user/register": "public",
  // A colleague's invitation link: its token is the credential.
  "POST /v1/api/acl/auth/partner_invitation/check": "public",
  "POST /v1/api/acl/auth/partner_invitation/accept": "public",

  // ── The account ──
  "GET /v1/api/user/get_tariff": "member",
  "GET /v1/api/user/show_profile": "profile.view",
  "POST /v1/api/user/update_profile": "profile.edit",
  "POST /v1/api/user/logo": "profile.edit",
  "DELETE /v1/api/user/logo": "profile.edit",
  // The logo shows in the header of every member.
  "GET /v1/api/user/logo/:id": "member",
  "GET /v1/api/user/business/need_check": "member",
  "POST /v1/api/user/business/setup": "owner",
  "GET /v1/api/user/news/user_news_list": "member",
  // The default line and alerts: read by the send screens, changed by the owner. Every member saves
  // their own panel preferences here; the route refuses a colleague the account's threshold and channels.
  "GET /v1/api/user/setting": "member",
  "POST /v1/api/user/setting": "member",
  "GET /v1/api/user/setting/payment_method_list": "wallet.pay",
  "GET /v1/api/user/setting/parent_account_contact": "member",
  // How far the account uses each facility (counts only), for the /facilities catalogue every member opens.
  "GET /v1/api/user/facilities": "member",
  "GET /v1/api/user/change_mobile/status": "owner",
  "POST /v1/api/user/change_mobile/request_change_otp": "owner",
  "POST /v1/api/user/change_mobile/check_otp": "owner",
  "POST /v1/api/user/change_mobile/confirm_new_mobile": "owner",
  "POST /v1/api/user/change_mobile/confirm_change_otp": "owner",
  "GET /v1/api/user/documents": "owner",
  "POST /v1/api/user/documents/upload": "owner",
  "POST /v1/api/user/documents/remove": "owner",
  "GET /v1/api/user/documents/remove": "owner",
  "GET /v1/api/user/documents/files/:file_id": "owner",
  // File management: the owner sees every file of the account, a colleague with the role's permission those they made.
  "GET /v1/api/user/files": "files.manage",
  "GET /v1/api/user/files/categories": "files.manage",
  "GET /v1/api/user/files/:id/download": "files.manage",
  "DELETE /v1/api/user/files/:id": "files.manage",
  // What every member did in the account: the owner's to read; nothing changes an entry.
  "GET /v1/api/user/activity_log": "owner",
  "GET /v1/api/user/activity_log/export": "owner",
  // Webhooks: the owner's alone (they carry every event of the account, inbox and payments included).
  "GET /v1/api/user/webhooks": "owner",
  "POST /v1/api/user/webhooks": "owner",
  "PUT /v1/api/user/webhooks/:id": "owner",
  "DELETE /v1/api/user/webhooks/:id": "owner",
  "POST /v1/api/user/webhooks/:id/rotate": "owner",
  "POST /v1/api/user/webhooks/:id/test": "owner",
  "POST /v1/api/user/webhooks/:id/enable": "owner",
  "POST /v1/api/user/webhooks/:id/disable": "owner",
  "GET /v1/api/user/webhooks/:id/deliveries": "owner",
  "GET /v1/api/user/webhooks/deliveries/:id": "owner",
  "POST /v1/api/user/webhooks/deliveries/:id/redeliver": "owner",

  // ── Colleagues and their roles: the owner's alone ──
  "GET /v1/api/acl/partner/permission_list": "owner",
  "GET /v1/api/acl/partner/role_list": "owner",
  "GET /v1/api/acl/partner/show_role": "owner",
  "POST /v1/api/acl/partner/create_role": "owner",
  "POST /v1/api/acl/partner/update_role": "owner",
  "POST /v1/api/acl/partner/delete_role": "owner",
  "POST /v1/api/plugins/partner/duplicate_role": "owner",
  "GET /v1/api/user/partner": "owner",
  "GET /v1/api/user/partner/:id{[0-9]+}": "owner",
  "POST /v1/api/user/partner/create": "owner",
  "POST /v1/api/user/partner/update": "owner",
  "POST /v1/api/user/partner/active": "owner",
  "POST /v1/api/user/partner/deactive": "owner",
  "POST /v1/api/user/partner/delete": "owner",
  "POST /v1/api/user/partner/resend_invitation": "owner",

  // ── The member's own security: each acts on the member signed in, never on the account ──
  "POST /v1/api/user/change_password": "member",
  "GET /v1/api/user/2fa/status": "member",
  "POST /v1/api/user/2fa/send_code": "member",
  "POST /v1/api/user/2fa/show_qr": "member",
  "POST /v1/api/user/2fa/enable": "member",
  "POST /v1/api/user/2fa/disable": "member",
  "GET /v1/api/user/sessions": "member",
  "POST /v1/api/user/sessions/end_others": "member",
  "DELETE /v1/api/user/sessions/:id": "member",
  "GET /v1/api/user/sign_in_events": "member",

  // ── Predefined messages (also offered inside the send screens) ──
  "GET /v1/api/user/draft/group/list": { anyOf: ["predefined_messages.view", ...SEND_PERMISSIONS] },
  "GET /v1/api/user/draft/list": { anyOf: ["predefined_messages.view", ...SEND_PERMISSIONS] },
  "POST /v1/api/user/draft/group": "predefined_messages.edit",
  "POST /v1/api/user/draft": "predefined_messages.edit",
  "GET /v1/api/user/draft/group/count": { anyOf: ["predefined_messages.view", ...SEND_PERMISSIONS] },
  "PUT /v1/api/user/draft": "predefined_messages.edit",
  "POST /v1/api/user/draft/delete": "predefined_messages.edit",
  "PUT /v1/api/user/draft/group": "predefined_messages.edit",
  "POST /v1/api/user/draft/group/delete": "predefined_messages.edit",

  // ── Patterns: the account's own and the provider's systemic ones ──
  "GET /v1/api/patterns": "patterns.view",
  "GET /v1/api/patterns/:code": "patterns.view",
  "POST /v1/api/user/pattern": "patterns.edit",
  "POST /v1/api/patterns/normal": "patterns.edit",
  "PUT /v1/api/patterns/normal/:code": "patterns.edit",
  "DELETE /v1/api/patterns/normal/:code": "patterns.edit",

  // ── Support: requests are tickets.manage; the FAQ and the provider's contact information every member's ──
  "GET /v1/api/ticket": "tickets.manage",
  "POST /v1/api/ticket": "tickets.manage",
  "POST /v1/api/ticket/ai": "tickets.manage",
  "GET /v1/api/ticket/show": "tickets.manage",
  "POST /v1/api/ticket/interaction": "tickets.manage",
  "POST /v1/api/ticket/interaction/rate": "tickets.manage",
  "POST /v1/api/ticket/rate": "tickets.manage",
  "POST /v1/api/ticket/close": "tickets.manage",
  "POST /v1/api/ticket/seen": "tickets.manage",
  "GET /v1/api/ticket/feedback": "tickets.manage",
  "POST /v1/api/ticket/feedback": "tickets.manage",
  "GET /v1/api/ticket/category": "tickets.manage",
  "GET /v1/api/ticket/sub_category": "tickets.manage",
  "GET /v1/api/ticket/attachment/:id{[0-9]+}": "tickets.manage",
  "GET /v1/api/faq/category": "member",
  "GET /v1/api/faq/list": "member",
  "GET /v1/api/panel/contact_info": "member",

  // ── Wallet ──
  "GET /v1/api/payment/credit/mine": "wallet.view",
  "GET /v1/api/payment/generate-url": "wallet.pay",
  "GET /v1/api/payment/offline/destinations": "wallet.pay",
  "POST /v1/api/payment/offline/card-to-card-create": "wallet.pay",
  "POST /v1/api/payment/offline/bank-pay-create": "wallet.pay",
  "GET /v1/api/payment/offline/pending": "wallet.view",
  "GET /v1/api/payment/charge-packages/dynamics": "wallet.pay",
  "POST /v1/api/payment/charge-packages/select": "wallet.pay",
  "GET /v1/api/payment/promotion/today-charge": "wallet.pay",
  "GET /v1/api/payment/:id": "wallet.pay",
  "GET /v1/api/payment/:id/invoice": "transactions.view",
  "POST /v1/api/report/payment/new": "transactions.view",
  "POST /v1/api/report/payment/export/new": "transactions.view",

  // ── API keys and the log of their calls (a key itself may call none of the keys' routes: api-keys/key-routes.ts) ──
  "GET /v1/api/acl/api_key/list": "developers.api_keys",
  "POST /v1/api/acl/api_key/otp": "developers.api_keys",
  "POST /v1/api/acl/api_key/create": "developers.api_keys",
  "POST /v1/api/acl/api_key/show": "developers.api_keys",
  "DELETE /v1/api/acl/api_key": "developers.api_keys",
  "GET /v1/api/acl/api_key/calls": "developers.api_calls",
  "GET /v1/api/acl/api_key/calls/:id": "developers.api_calls",

  // ── The API reference: open, as Edge publishes its documentation; it holds no account's data ──
  "GET /v1/api/panel/api-docs": "public",
  "GET /v1/api/panel/llms.txt": "public",
  // The provider's catalogue of integrations and their files, built from that same reference.
  "GET /v1/api/panel/plugins": "public",
  "GET /v1/api/panel/plugins/:id{[0-9]+}/download": "public",

  // ── The dashboard and reference data every screen reads ──
  "GET /v1/api/panel/files/:name": "member",
  "GET /v1/api/panel/quick_access": "member",
  "GET /v1/api/panel/banners": "member",
  "POST /v1/api/panel/link_tracker": { anyOf: SEND_PERMISSIONS },
  "GET /v1/api/number/numbers": "member",
  "GET /v1/api/numbers/agreement-list": "member",
  "POST /v1/api/numbers/assign-agreement": "owner",
  "POST /v1/api/numbers/defaults/upsert": "owner",
  "GET /v1/api/numbers/receiver-list": "secretaries.manage",
  "GET /v1/api/send/banks/provinces": "member",
  "GET /v1/api/send/banks/counties": "member",
  "GET /v1/api/send/banks/cities": "member",
  "GET /v1/api/send/banks/genders": "member",
  "GET /v1/api/send/banks/counts": { anyOf: SEND_PERMISSIONS },
  "GET /v1/api/send/banks/postal-code-counts": "send.postal_code",
  "POST /v1/api/send/banks/area-counts": "send.map",
  "GET /v1/api/send/banks/towers": "send.tower",
  "GET /v1/api/send/jobs/categories": "send.business",
  "GET /v1/api/send/jobs/sub-categories": "send.business",
  "GET /v1/api/send/jobs/number-count": "send.business",

  // ── Sending: the send itself checks the permission of its sending_type ──
  "POST /v1/api/send": { anyOf: SEND_PERMISSIONS },
  "POST /v1/api/send/calculate-price": { anyOf: SEND_PERMISSIONS },
  "POST /v1/api/send/cancel": "reports.cancel",

  // ── Contacts ──
  "GET /v1/api/phonebooks/numbers/contact-list/export": "contacts.export",
  "GET /v1/api/phonebooks/:phonebook_id{[0-9]+}/export": "contacts.export",
  "GET /v1/api/phonebooks/:phonebook_id{[0-9]+}/import/get-sample": "contacts.import",
  "POST /v1/api/phonebooks/:phonebook_id{[0-9]+}/import": "contacts.import",
  "POST /v1/api/phonebooks/:phonebook_id{[0-9]+}/imports": "contacts.import",
  "GET /v1/api/phonebooks/imports/:import_id": "contacts.import",
  "PUT /v1/api/phonebooks/imports/:import_id/chunks/:chunk_index": "contacts.import",
  "POST /v1/api/phonebooks/imports/:import_id/commit": "contacts.import",
  "PUT /v1/api/phonebooks/imports/:import_id/file": "contacts.import",
  // The phonebook send and its keyword variant pick phonebooks and count their numbers.
  "GET /v1/api/phonebooks/numbers/count": { anyOf: ["contacts.view", "send.phonebook", "send.keyword"] },
  "GET /v1/api/phonebooks/numbers/contact-list": "contacts.view",
  "GET /v1/api/phonebooks/numbers/contact-list/:contact_id{[0-9]+}": "contacts.view",
  "POST /v1/api/phonebooks/numbers/add-list-new": "contacts.edit",
  "PUT /v1/api/phonebooks/numbers/update-new/:contact_id{[0-9]+}": "contacts.edit",
  "POST /v1/api/phonebooks/numbers/delete-list": "contacts.edit",
  "GET /v1/api/phonebooks/options/list-new": { anyOf: ["contacts.view", "send.phonebook", "send.keyword"] },
  "POST /v1/api/phonebooks/options": "contacts.edit",
  "PUT /v1/api/phonebooks/options/:option_id{[0-9]+}": "contacts.edit",
  "POST /v1/api/phonebooks/options/delete-list": "contacts.edit",
  "GET /v1/api/phonebooks/numbers/tags": { anyOf: ["contacts.view", "send.phonebook", "send.keyword"] },
  "POST /v1/api/phonebooks/numbers/tags": "contacts.edit",
  "POST /v1/api/phonebooks/tags/delete-list": "contacts.edit",
  "GET /v1/api/phonebooks/blacklist": "contacts.view",
  "POST /v1/api/phonebooks/blacklist": "contacts.edit",
  "POST /v1/api/phonebooks/blacklist/delete-list": "contacts.edit",
  "GET /v1/api/phonebooks/cancel11": "contacts.view",
  "GET /v1/api/phonebooks/list-new": { anyOf: ["contacts.view", "send.phonebook", "send.keyword"] },
  "POST /v1/api/phonebooks": "contacts.edit",
  "PUT /v1/api/phonebooks/:phonebook_id{[0-9]+}": "contacts.edit",
  "POST /v1/api/phonebooks/delete-list": "contacts.edit",

  // ── Secretaries ──
  "GET /v1/api/phonebooks/advanced-services/general-messaging": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/general-messaging": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/general-messaging/delete-list": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/general-messaging/:id": "secretaries.manage",
  "PUT /v1/api/phonebooks/advanced-services/general-messaging/:id": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/state": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/gift-codes": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/general-messaging/:id/results": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/draw": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/general-messaging/:id/draws": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/module-inboxes-list": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/advanced-reader": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/advanced-reader": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/advanced-reader/delete-list": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/advanced-reader/get-variables": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/advanced-reader/:id{[0-9]+}": "secretaries.manage",
  "PUT /v1/api/phonebooks/advanced-services/advanced-reader/:id{[0-9]+}": "secretaries.manage",
  "POST /v1/api/phonebooks/advanced-services/advanced-reader/:id{[0-9]+}/state": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/advanced-reader/:id{[0-9]+}/export-codes": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/advanced-reader/:id{[0-9]+}/inbox": "secretaries.manage",
  "GET /v1/api/phonebooks/advanced-services/module-inboxes-list/export": "secretaries.manage",

  // ── Inbox ──
  "POST /v1/api/report/messages-inbox": "inbox.view",
  "POST /v1/api/report/messages-inbox/export": "inbox.view",
  "GET /v1/api/report/messages-inbox/export": "inbox.view",
  "POST /v1/api/report/messages-inbox/read": "inbox.manage",
  "POST /v1/api/report/messages-inbox/delete-list": "inbox.manage",
  "GET /v1/api/report/messages-inbox/unread-count": "inbox.view",

  // ── Reports ──
  "POST /v1/api/report/new_list": "reports.view",
  "POST /v1/api/report/systemic_list": "reports.view",
  "POST /v1/api/report/archive_list": "reports.view",
  "POST /v1/api/report/systemic_list/export": "reports.view",
  "GET /v1/api/report/by_bulk": "reports.view",
  "GET /v1/api/report/recipients": "reports.view",
  "GET /v1/api/report/bulk_stats": "reports.view",
  "GET /v1/api/report/archive_bulk_stats": "reports.view",
  "GET /v1/api/report/download_recipients": "reports.view",
};
