/** A small HTTP client for the upstream under test, and the steps many tests share. */
import { endingsOutsideBanks } from "./test-numbers";

/** Bodies are read as loose JSON: each test states the shape it expects with its assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export function baseUrl(): string {
  const url = process.env.UPSTREAM_TEST_URL;
  if (!url) throw new Error("UPSTREAM_TEST_URL is not set: run with -c jest.upstream.config.mjs");
  return url;
}

/** The development-route secret of the upstream at `base`, as global setup read it from its DATA_DIR. */
function devSecretOf(base: string): string {
  const secrets = JSON.parse(process.env.UPSTREAM_TEST_DEV_SECRETS ?? "{}") as Record<string, string>;
  const secret = secrets[base];
  if (!secret) throw new Error(`no development secret is known for ${base}`);
  return secret;
}

/** The forward secret of the upstream at `base` (global setup gave each one of its own). */
function forwardSecretOf(base: string): string {
  const secrets = JSON.parse(process.env.UPSTREAM_TEST_FORWARD_SECRETS ?? "{}") as Record<string, string>;
  const secret = secrets[base];
  if (!secret) throw new Error(`no forward secret is known for ${base}`);
  return secret;
}

/** An address of 198.18.0.0/15 (the range kept for benchmarks and tests), a new one each time. */
export function randomClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * An address of 100.64.0.0/10, which `randomClientAddress` never gives: for a test that fills an
 * address's sign-in window, so no other test's call can come from the address it locked.
 */
export function lockableClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 22);
  return `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  base?: string;
  devSecret?: string | null;
  /**
   * The client address the call comes "from", vouched for as the panel's BFF does (the address
   * header with the upstream's forward secret). Left out, each call comes from an address of its
   * own, so the sign-in throttle's per-address window of one test never meets another's; `null`
   * sends no address, and the upstream counts the TCP peer (127.0.0.1).
   */
  from?: string | null;
  /** More headers, sent as they are (after the ones above). */
  headers?: Record<string, string>;
}

/** Calls the upstream; a development route (`/__dev/...`) gets its secret unless `devSecret` says otherwise. */
export async function call<T = Loose>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const base = options.base ?? baseUrl();
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token !== undefined) headers.authorization = options.token;
  if (options.from !== null && !path.startsWith("/__dev/")) {
    headers["x-panel-client-address"] = options.from ?? randomClientAddress();
    headers["x-panel-forward-secret"] = forwardSecretOf(base);
  }
  if (path.startsWith("/__dev/")) {
    const secret = options.devSecret === undefined ? devSecretOf(base) : options.devSecret;
    if (secret !== null) headers["x-dev-secret"] = secret;
  }
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] = "application/json";
  Object.assign(headers, options.headers);
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  return answerOf<T>(response);
}

/** A response as tests read it: its status, its body as loose JSON (or the text), its headers. */
export async function answerOf<T = Loose>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export const api = <T = Loose>(path: string, options: Parameters<typeof call>[1] = {}) =>
  call<T>(`/v1/api/${path}`, options);

export interface DevAccount {
  username: string;
  password: string;
  mobile: string;
  user_id: number;
  totp_secret?: string;
}

/** A fresh owner of our own, so tests never change the seeded demo. */
export async function devAccount(
  input: {
    credit?: number;
    two_step?: "off" | "sms" | "ga";
    business_set_up?: boolean;
    /** Dev accounts hold the fullest plan; "none" is an account as after registering. */
    plan?: "full" | "none";
  } = {},
  base?: string,
): Promise<DevAccount> {
  const answer = await call("/__dev/accounts", { body: input, base });
  if (answer.status !== 200) throw new Error(`dev account: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export async function login(username: string, password: string, base?: string, from?: string | null) {
  return call("/v1/api/acl/auth/login", { body: { username, password }, base, from });
}

/** A final token for an account with two-step off. */
export async function sessionToken(account: DevAccount, base?: string): Promise<string> {
  const answer = await login(account.username, account.password, base);
  if (answer.body?.data?.method !== "login") throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

/** What the simulated operator delivered to a mobile, newest first. */
export async function outboxOf(
  mobile: string,
  base?: string,
): Promise<{ to: string; message: string; created_at: string }[]> {
  const answer = await call(`/__dev/outbox?to=${encodeURIComponent(mobile)}`, { base });
  if (answer.status !== 200) throw new Error(`outbox: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The six-digit code of the newest SMS to a mobile. */
export async function latestCode(mobile: string, base?: string): Promise<string> {
  const [latest] = await outboxOf(mobile, base);
  const code = latest?.message.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox of ${mobile}`);
  return code;
}

/** A code that is surely not the right one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A fresh valid mobile, 98935 and seven random digits no bank number ends in, for registrations. */
export function randomMobile(): string {
  return `98935${endingsOutsideBanks(1)[0]}`;
}

export const INVALID_TOKEN_META = {
  status: false,
  message: "اطلاعات وارد شده صحیح نمی باشد",
  message_code: "400-1",
};
