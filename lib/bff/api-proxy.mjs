// @ts-check
// The BFF's streaming proxy, served by the custom server before Next sees the request:
// `/api/v1/api/<path>` → `${API_BASE_URL}/v1/api/<path>` with the session's token. Calls that
// answer a token are left to their Next route handlers, which keep the token in the session.
/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
import { BFF_ANSWERS as ANSWERS, failureBody } from "./answers.mjs";
import { MAX_CALLS_IN_FLIGHT, OpenCounter } from "./call-limits.mjs";
import { clientAddressOf } from "./client-address.mjs";
import { isAllowedMutation } from "./origin.mjs";
import { panelSetting } from "./panel-env.mjs";
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from "./security-headers.mjs";
import { endLiveSession } from "./live-sessions.mjs";
import { announcesBody, framingRefusal, PROXIED_METHODS } from "./request-framing.mjs";
import { requestSession } from "./session-cookie.mjs";
import { clearedSessionCookie } from "./session-options.mjs";
import { requestUpstream, UpstreamTimeoutError, UpstreamUnavailableError } from "./upstream-client.mjs";
import { hasOwnRoute, isAuthCall, isPublicPath, toUpstreamPath } from "./upstream-path.mjs";

/**
 * Request headers the upstream needs; everything else (cookies, Next's own headers, and the
 * browser's Content-Length and Transfer-Encoding: the body is framed anew) stays here.
 */
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "idempotency-key"];

/** Answer headers the browser needs; never Set-Cookie, encodings or hop-by-hop headers. */
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "content-disposition",
  "cache-control",
  "etag",
  "last-modified",
  "retry-after",
];

const API_PREFIX = /^\/api\/v1\//i;

/** @returns {Record<string, string | string[]>} */
function baseHeaders() {
  /** @type {Record<string, string | string[]>} */
  const headers = { "content-security-policy": API_CONTENT_SECURITY_POLICY };
  for (const { key, value } of securityHeaders()) headers[key.toLowerCase()] = value;
  return headers;
}

/**
 * @param {ServerResponse} res
 * @param {import("./answers.mjs").BffAnswer} failure
 * @param {Record<string, string>} [extra]
 */
function answer(res, failure, extra = {}) {
  res.writeHead(failure.status, {
    ...baseHeaders(),
    "content-type": "application/json",
    "cache-control": "no-store",
    ...extra,
  });
  res.end(JSON.stringify(failureBody(failure)));
}

/** @param {IncomingMessage} req */
const headerReader = (req) => ({
  /** @param {string} name */
  get: (name) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : null;
  },
});

/** Calls open per session token, or per browser address for calls made without a session. */
const callsInFlight = new OpenCounter(MAX_CALLS_IN_FLIGHT);

/**
 * Serves a request when it is an upstream call; answers false for everything Next should serve.
 * Paths are checked exactly as they arrived, before anything could normalise them.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {Promise<boolean>}
 */
export async function handleApiRequest(req, res) {
  try {
    return await proxyApiRequest(req, res);
  } catch (error) {
    console.error("[bff]", error);
    if (res.headersSent) res.destroy();
    else answer(res, ANSWERS.failed);
    return true;
  }
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {Promise<boolean>}
 */
async function proxyApiRequest(req, res) {
  const [rawPath = "", query = ""] = (req.url ?? "").split(/\?(.*)/s, 2);
  if (!API_PREFIX.test(rawPath)) return false;

  // Refused before anything else is read: a request the upstream could frame differently from us
  // must never reach a pooled connection. The connection is closed after the answer.
  const refusal = framingRefusal(req.method, req.headers);
  if (refusal === "body") return (answer(res, ANSWERS.badFraming, { connection: "close" }), true);
  if (refusal === "method")
    return (answer(res, ANSWERS.badMethod, { allow: [...PROXIED_METHODS].join(", "), connection: "close" }), true);

  const path = toUpstreamPath(rawPath);
  if (!path) return (answer(res, ANSWERS.badPath), true);
  if (hasOwnRoute(path)) return false;

  const method = req.method ?? "GET";
  if (!isAllowedMutation(method, headerReader(req), panelSetting("PANEL_ORIGIN")))
    return (answer(res, ANSWERS.crossSite), true);

  const token = (await requestSession(req))?.token ?? null;
  if (!token && !isPublicPath(path)) return (answer(res, ANSWERS.unauthenticated), true);

  const clientAddress = clientAddressOf(req);
  const release = callsInFlight.take(token ? `session:${token}` : `address:${clientAddress}`);
  if (!release) return (answer(res, ANSWERS.tooManyCalls, { "retry-after": "1" }), true);
  res.once("close", release);

  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }

  // The browser went away: stop the upstream call too.
  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });

  let upstream;
  try {
    upstream = await requestUpstream(query ? `${path}?${query}` : path, {
      method,
      headers,
      token,
      clientAddress,
      userAgent: req.headers["user-agent"],
      body: announcesBody(req.headers) ? req : undefined,
      signal: abort.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) {
      const cause = /** @type {{ code?: string } | undefined} */ (error.cause);
      console.error("[bff]", error.message, cause?.code ?? "");
      return (answer(res, error instanceof UpstreamTimeoutError ? ANSWERS.upstreamSilent : ANSWERS.upstreamDown), true);
    }
    if (abort.signal.aborted) return true;
    throw error;
  }

  const status = upstream.statusCode ?? 502;
  if (status === 401 && token && !isAuthCall(path)) {
    upstream.resume();
    endLiveSession(token);
    return (answer(res, ANSWERS.unauthenticated, { "set-cookie": clearedSessionCookie() }), true);
  }

  const responseHeaders = baseHeaders();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (value !== undefined) responseHeaders[name] = value;
  }
  responseHeaders["cache-control"] ??= "no-store";
  res.writeHead(status, responseHeaders);
  upstream.on("error", () => res.destroy());
  upstream.pipe(res);
  return true;
}
