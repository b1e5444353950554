import "server-only";
import { headers } from "next/headers";
import * as z from "zod";
import { CLIENT_ADDRESS_HEADER } from "./client-address.mjs";
import { readAll, requestUpstream, UpstreamUnavailableError } from "./upstream-client.mjs";

/**
 * The browser's address as the panel's server stamped it on this request, and its user agent,
 * when there is a request (a session opened here records both).
 */
async function requestClient(): Promise<{ clientAddress: string | null; userAgent: string | null }> {
  try {
    const incoming = await headers();
    return { clientAddress: incoming.get(CLIENT_ADDRESS_HEADER), userAgent: incoming.get("user-agent") };
  } catch {
    // Outside a request (proxy.ts, a script): nobody's address to pass on.
    return { clientAddress: null, userAgent: null };
  }
}

export { UpstreamUnavailableError };

export type UpstreamResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown };

/** A JSON call whose successful answer is checked against its contract schema before use. */
export async function upstreamJson<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  {
    method = "POST",
    json,
    token,
    signal,
  }: { method?: string; json?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<UpstreamResult<z.infer<S>>> {
  const response = await requestUpstream(path, {
    method,
    token,
    ...(await requestClient()),
    signal,
    headers: json === undefined ? {} : { "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const status = response.statusCode ?? 502;
  const text = await readAll(response);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new UpstreamUnavailableError(`upstream answered ${status} without JSON`);
  }
  if (status < 200 || status >= 300) return { ok: false, status, body };
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new UpstreamUnavailableError(`upstream answer to ${path} does not match its contract`);
  return { ok: true, status, body: parsed.data };
}
