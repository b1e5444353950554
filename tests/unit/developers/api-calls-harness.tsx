import type { ApiCallDetail, ApiCallRow, ApiKeyRow } from "@/lib/contract/api-keys";
import { byCall, fakeNetwork, ok, type CallRoute } from "../support/network";

export { failure, ok } from "../support/network";
export const CALLS = "/api/v1/api/acl/api_key/calls";
export const KEYS = "/api/v1/api/acl/api_key/list";

const apiKey = (id: number, title: string): ApiKeyRow => ({
  id,
  title,
  prefix: "ipk_abcdef",
  allowed_addresses: [],
  created_at: "2025-03-01 10:00:00",
  last_used_at: null,
  calls_today: 0,
});

const KEY_ROWS = [apiKey(3, "فروشگاه"), apiKey(4, "انبار")];

export const call = (id: number, fields: Partial<ApiCallRow> = {}): ApiCallRow => ({
  id,
  key_id: 3,
  key_title: "فروشگاه",
  method: "POST",
  path: "/v1/api/send",
  status: 200,
  duration_ms: 1234,
  client_address: "203.0.113.7",
  // As the upstream writes times (Tehran's wall clock): 1404/01/01 08:30:05.
  created_at: "2025-03-21 08:30:05",
  ...fields,
});

export const detail = (id: number, fields: Partial<ApiCallDetail> = {}): ApiCallDetail => ({
  ...call(id),
  query: null,
  request_headers: { authorization: "[removed]", "content-type": "application/json" },
  request_body: '{"sending_type":"webservice","message":"سلام","password":"[removed]"}',
  response_headers: { "content-type": "application/json", "retry-after": "1" },
  response_body: '{"data":{"message_outbox_ids":[91]},"meta":{"status":true}}',
  ...fields,
});

/** A page of the log and the cursor of the next one. */
export const page = (calls: ApiCallRow[], next: string | null = null) => ok({ calls, next_cursor: next });

/** The BFF with two keys and a page of two calls (a send and a refused credit read), unless told otherwise. */
export function fakeCallsBff(routes: Record<string, CallRoute> = {}) {
  return fakeNetwork(
    byCall({
      [`GET ${KEYS}`]: ok(KEY_ROWS),
      [`GET ${CALLS}`]: page([
        call(21),
        call(20, {
          key_id: 4,
          key_title: "انبار",
          method: "GET",
          path: "/v1/api/payment/credit/mine",
          status: 401,
          duration_ms: 3,
          client_address: null,
          created_at: "2025-03-20 23:59:00",
        }),
      ]),
      ...routes,
    }),
  );
}
