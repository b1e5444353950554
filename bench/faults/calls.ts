// Calls the fault runs make to an upstream: development routes, and the API as an account.
import type { UpstreamProcess } from "./upstream-process";

export interface Answer<T> {
  status: number;
  body: { data: T; meta?: { message?: string } };
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Answer<T>["body"] };
  } catch {
    throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

export async function dev<T>(upstream: UpstreamProcess, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${upstream.url}/__dev${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-dev-secret": upstream.devSecret },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await answerOf<T>(response);
  if (answer.status !== 200) throw new Error(`__dev${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export async function api<T>(
  upstream: UpstreamProcess,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${upstream.url}/v1/api/${route}`, {
    method,
    headers: { "content-type": "application/json", authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf<T>(response);
}

export interface FaultOwner {
  username: string;
  userId: number;
  token: string;
}

/** A new account with credit, signed in. */
export async function ownerOn(upstream: UpstreamProcess, credit: number): Promise<FaultOwner> {
  const account = await dev<{ username: string; password: string; user_id: number }>(upstream, "/accounts", {
    credit,
  });
  const response = await fetch(`${upstream.url}/v1/api/acl/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const login = await answerOf<{ token: string }>(response);
  return { username: account.username, userId: account.user_id, token: login.body.data.token };
}

interface Finding {
  rule: string;
  count: number;
  examples: Record<string, unknown>[];
}

/** The upstream's consistency check; throws, naming every finding, when anything does not hold. */
export async function checkConsistency(upstream: UpstreamProcess, after: string): Promise<void> {
  const { findings } = await dev<{ findings: Finding[] }>(upstream, "/consistency");
  if (findings.length === 0) return;
  const lines = findings.map((f) => `  ${f.rule}: ${f.count}, e.g. ${JSON.stringify(f.examples.slice(0, 3))}`);
  throw new Error(`INCONSISTENT after ${after}:\n${lines.join("\n")}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` every 200 ms until it answers something other than undefined, or throws after `limitMs`. */
export async function until<T>(what: string, read: () => Promise<T | undefined>, limitMs: number): Promise<T> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await sleep(200);
  }
}
