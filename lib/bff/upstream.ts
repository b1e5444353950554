import "server-only";
import type { z } from "zod";
import { bffEnv } from "./env";

/** The upstream did not answer, or answered something that is not its contract. */
export class UpstreamUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamUnavailableError";
  }
}

export function upstreamUrl(pathAndQuery: string): string {
  return `${bffEnv().API_BASE_URL}${pathAndQuery}`;
}

export interface UpstreamInit extends Omit<RequestInit, "headers"> {
  headers?: Headers;
  token?: string | null;
  duplex?: "half";
}

/**
 * The one way the panel's server reaches the upstream: base URL, the raw token as
 * Authorization (no Bearer prefix, spec §7), no redirects followed. Node's fetch keeps
 * connections alive between calls.
 */
export async function upstreamFetch(pathAndQuery: string, init: UpstreamInit = {}): Promise<Response> {
  const { token, headers = new Headers(), ...rest } = init;
  headers.delete("authorization");
  if (token) headers.set("authorization", token);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  try {
    return await fetch(upstreamUrl(pathAndQuery), { ...rest, headers, redirect: "manual" } as RequestInit);
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new UpstreamUnavailableError("upstream unreachable", { cause: error });
  }
}

export type UpstreamResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown };

/** A JSON call whose successful answer is checked against its contract schema before use. */
export async function upstreamJson<S extends z.ZodType>(
  schema: S,
  path: string,
  { method = "POST", json, token }: { method?: string; json?: unknown; token?: string | null } = {},
): Promise<UpstreamResult<z.infer<S>>> {
  const headers = new Headers();
  if (json !== undefined) headers.set("content-type", "application/json");
  const response = await upstreamFetch(path, {
    method,
    headers,
    token,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new UpstreamUnavailableError(`upstream answered ${response.status} without JSON`);
  }
  if (!response.ok) return { ok: false, status: response.status, body };
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamUnavailableError(`upstream answer to ${path} does not match its contract`);
  return { ok: true, status: response.status, body: parsed.data };
}
