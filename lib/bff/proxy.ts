import "server-only";
import type { NextRequest } from "next/server";
import { API_CONTENT_SECURITY_POLICY } from "./security-headers.mjs";
import { isAllowedMutation } from "./origin";
import { badPath, forbiddenCrossSite, unauthenticated, upstreamDown } from "./respond";
import { getSession, liveToken } from "./session";
import { UpstreamUnavailableError, upstreamFetch } from "./upstream";
import { isAuthCall, isPublicPath, toUpstreamPath } from "./upstream-path.mjs";

/** Request headers the upstream needs; everything else (cookies, Next's own headers) stays here. */
const FORWARDED_REQUEST_HEADERS = ["content-type", "content-length", "accept", "idempotency-key"];

/** Answer headers the browser needs; never Set-Cookie, encodings or hop-by-hop headers. */
const FORWARDED_RESPONSE_HEADERS = ["content-type", "content-disposition", "cache-control", "etag", "last-modified", "retry-after"];

const BODYLESS = new Set(["GET", "HEAD"]);

function rawPathname(request: NextRequest): string {
  // request.url keeps the path as the browser sent it; nextUrl may already be normalised.
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.search(/[?#]/);
  return url.slice(start, end === -1 ? undefined : end);
}

/**
 * `/api/v1/api/<path>` → `${API_BASE_URL}/v1/api/<path>`, streamed both ways, with the session's
 * token as Authorization. Aborted when the browser goes away; no timeout of its own (spec §7).
 */
export async function proxyToUpstream(request: NextRequest): Promise<Response> {
  const path = toUpstreamPath(rawPathname(request));
  if (!path) return badPath();
  if (!isAllowedMutation(request.method, request.headers, process.env.PANEL_ORIGIN)) return forbiddenCrossSite();

  const session = await getSession();
  const token = liveToken(session);
  if (!token && !isPublicPath(path)) return unauthenticated();

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = !BODYLESS.has(request.method) && request.body !== null;

  let upstream: Response;
  try {
    upstream = await upstreamFetch(path + request.nextUrl.search, {
      method: request.method,
      headers,
      token,
      body: hasBody ? request.body : undefined,
      duplex: hasBody ? "half" : undefined,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return upstreamDown();
    throw error;
  }

  if (upstream.status === 401 && token && !isAuthCall(path)) {
    session.destroy();
    await upstream.body?.cancel();
    return unauthenticated();
  }

  const responseHeaders = new Headers({ "content-security-policy": API_CONTENT_SECURITY_POLICY });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  if (!responseHeaders.has("cache-control")) responseHeaders.set("cache-control", "no-store");
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
