import { latestOtp, UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

type Account = Pick<DevAccount, "username" | "password" | "mobile">;

export interface ApiCallAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The answer's JSON (an Edge envelope), or null when the body is not JSON. */
  body: { data?: T; meta?: { message?: string; message_code?: string; errors?: unknown } } | null;
}

/**
 * A call to the upstream over plain HTTP, as an application makes it: the key alone in
 * `Authorization` (no `Bearer`). `path` is under /v1/api (`payment/credit/mine`).
 */
export async function apiKeyCall<T = unknown>(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiCallAnswer<T>> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/${path.replace(/^\//, "")}`, {
    method,
    headers: {
      authorization: key,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: ApiCallAnswer<T>["body"] = null;
  try {
    json = JSON.parse(text) as ApiCallAnswer<T>["body"];
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, body: json };
}

async function sessionCall<T>(token: string, path: string, body: unknown): Promise<T> {
  const answer = await apiKeyCall<T>(token, "POST", `acl/api_key/${path}`, body);
  if (answer.status !== 200) {
    throw new Error(`POST acl/api_key/${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body!.data as T;
}

/**
 * Makes an API key of the account the way the panel does, straight at the upstream: a code sent
 * to the owner's mobile (`acl/api_key/otp`), read from the simulated operator's outbox, then
 * `acl/api_key/create`. Answers the key's id and the key itself (shown this once). The upstream
 * sends at most 5 codes an hour per account and flow: make keys of a fresh account per test.
 */
export async function createApiKey(
  account: Account,
  { title, addresses = [] }: { title: string; addresses?: string[] },
): Promise<{ id: number; key: string }> {
  const token = await upstreamToken(account);
  const asked = new Date();
  const offered = await sessionCall<{ sent: boolean }>(token, "otp", {});
  // Not sent when the last code is recent and unused: that one still works.
  const code = await latestOtp(account.mobile, offered.sent ? asked : new Date(asked.getTime() - 5 * 60_000));
  const made = await sessionCall<{ id: number; key: string }>(token, "create", {
    title,
    allowed_addresses: addresses,
    code,
  });
  return { id: made.id, key: made.key };
}
