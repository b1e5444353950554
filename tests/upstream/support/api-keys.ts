/** Steps the API key tests share: a key made with the code from the outbox, calls made with it, the call log. */
import { api, call, latestCode, type Answer, type CallOptions } from "./client";
import type { Owner } from "./colleagues";
import { untilHolds } from "./until";

export interface MadeKey {
  id: number;
  title: string;
  prefix: string;
  key: string;
}

/** Asks for the code (to the owner's mobile) and makes a key with it: answers the key, shown this once. */
export async function newKey(
  owner: Owner,
  input: { title?: string; allowed_addresses?: string[] } = {},
  token: string = owner.token,
): Promise<MadeKey> {
  const offered = await api("acl/api_key/otp", { method: "POST", token });
  if (offered.status !== 200) throw new Error(`api_key/otp: ${offered.status} ${JSON.stringify(offered.body)}`);
  const code = await latestCode(owner.account.mobile);
  const made = await api("acl/api_key/create", {
    body: { title: input.title ?? "فروشگاه", allowed_addresses: input.allowed_addresses ?? [], code },
    token,
  });
  if (made.status !== 200) throw new Error(`api_key/create: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data;
}

/** A call of /v1/api made with a key, from an address vouched for as the panel does (a fresh one unless said). */
export const withKey = (key: string, path: string, options: Omit<CallOptions, "token"> = {}): Promise<Answer> =>
  api(path, { ...options, token: key });

/** GET acl/api_key/calls with these filters, as the owner. */
export const callLog = (token: string, query: Record<string, string | number> = {}): Promise<Answer> =>
  api(`acl/api_key/calls?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

/** Waits until the log (written in batches) holds `count` calls of the key, and answers them, newest first. */
export async function loggedCalls(
  token: string,
  keyId: number,
  count: number,
): Promise<{ id: number; path: string; status: number; method: string; client_address: string | null }[]> {
  const answer = await untilHolds(
    () => callLog(token, { key_id: keyId, per_page: 100 }),
    (a) => a.status === 200 && a.body.data.calls.length >= count,
  );
  return answer.body.data.calls;
}

/** Sets a key's own rate limit (calls a second) through the development route. */
export async function setKeyRate(keyId: number, rate: number | null): Promise<void> {
  const answer = await call("/__dev/api-keys/rate-limit", { body: { id: keyId, rate_limit: rate } });
  if (answer.status !== 200) throw new Error(`rate-limit: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Makes a logged call `days` old through the development route. */
export async function ageCall(id: number, days: number): Promise<void> {
  const answer = await call("/__dev/api-calls/age", { body: { id, days } });
  if (answer.status !== 200) throw new Error(`age: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Runs the 30-day pruning of the call log now. */
export async function pruneCalls(): Promise<void> {
  const answer = await call("/__dev/api-calls/prune", { method: "POST" });
  if (answer.status !== 200) throw new Error(`prune: ${answer.status} ${JSON.stringify(answer.body)}`);
}
