import type { Activity } from "@/lib/contract/activity-log";
import type { Colleague } from "@/lib/contract/colleagues";
import { renderScreen } from "../support/render-screen";
import { byCall, fakeNetwork, ok, type CallRoute, type Reply } from "../support/network";

export { failure } from "../support/network";
export const LOG = "/api/v1/api/user/activity_log";
export const PARTNERS = "/api/v1/api/user/partner";
export const CHECK_TOKEN = "/api/v1/api/acl/auth/check_token";

/** The owner signed in: «سارا رحیمی», id 7. */
export const OWNER_ID = 7;

export const activity = (id: number, fields: Partial<Activity> = {}): Activity => ({
  id,
  member_id: OWNER_ID,
  member_name: "سارا رحیمی",
  by_owner: true,
  kind: "sign_in",
  text: "وارد حساب شد",
  link: null,
  client_address: "203.0.113.9",
  // As the upstream writes times (Tehran's wall clock): 1404/01/01 08:30:05.
  created_at: "2025-03-21 08:30:05",
  ...fields,
});

export const ACTIVITIES = [
  activity(31, {
    member_id: 12,
    member_name: "علی کاظمی",
    by_owner: false,
    kind: "send",
    text: "پیامک سریع به ۱ گیرنده فرستاد",
    link: "/reports/9001",
    client_address: "2001:db8::1",
    created_at: "2025-03-22 21:05:00",
  }),
  activity(30),
];

const colleague = (id: number, first_name: string, last_name: string): Colleague => ({
  id,
  first_name,
  last_name,
  mobile: "989121234567",
  username: `user${id}`,
  role_id: 1,
  role_title: "ارسال",
  state: "active",
  two_step: "off",
  last_activity_at: null,
  first_sign_in_at: null,
  created_at: "2025-03-01T00:00:00.000Z",
});

export const COLLEAGUES = [colleague(12, "علی", "کاظمی"), colleague(13, "بهار", "احمدی")];

const meta = { status: true, message: null, message_parameters: [], message_code: "200-1" };

/** A page of a list with its page meta. */
export function paged<T>(rows: T[], { page = 1, perPage = 10, total = rows.length } = {}): Reply {
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

/** The BFF with the owner, two colleagues and a page of two entries, unless told otherwise. */
export function fakeActivityBff(routes: Record<string, CallRoute> = {}) {
  return fakeNetwork(
    byCall({
      [`POST ${CHECK_TOKEN}`]: ok({ user_name: "sara", user_id: OWNER_ID, name: "سارا رحیمی" }),
      [`GET ${PARTNERS}`]: paged(COLLEAGUES),
      [`GET ${LOG}`]: paged(ACTIVITIES),
      ...routes,
    }),
  );
}

export const renderActivity = renderScreen;
