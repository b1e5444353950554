// The BFF's streaming proxy, served by the custom server before Next sees the request:
// `/api/v1/api/<path>` → `${API_BASE_URL}/v1/api/<path>` with the session's token. Calls that
// answer a token are left to their Next route handlers, which keep the token in the session.
import { isAllowedMutation } from "./origin.mjs";
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from "./security-headers.mjs";
import { endLiveSession } from "./live-sessions.mjs";
import { requestSession } from "./session-cookie.mjs";
import { cookieSecure, SESSION_COOKIE_NAME } from "./session-options.mjs";
import { requestUpstream, UpstreamUnavailableError } from "./upstream-client.mjs";
import { hasOwnRoute, isAuthCall, isPublicPath, toUpstreamPath } from "./upstream-path.mjs";

/** Request headers the upstream needs; everything else (cookies, Next's own headers) stays here. */
const FORWARDED_REQUEST_HEADERS = ["content-type", "content-length", "transfer-encoding", "accept", "idempotency-key"];

/** Answer headers the browser needs; never Set-Cookie, encodings or hop-by-hop headers. */
const FORWARDED_RESPONSE_HEADERS = ["content-type", "content-disposition", "cache-control", "etag", "last-modified", "retry-after"];

const API_PREFIX = /^\/api\/v1\//i;

function envelope(status, message, code) {
  return JSON.stringify({ data: null, meta: { status: false, message, message_parameters: [], message_code: code } });
}

const ANSWERS = {
  badPath: [404, envelope(404, "مسیر درخواست معتبر نیست.", "404-1")],
  crossSite: [403, envelope(403, "درخواست از مبدأ نامعتبر پذیرفته نمی‌شود.", "403-1")],
  unauthenticated: [401, envelope(401, "نشست شما به پایان رسیده است. دوباره وارد شوید.", "401-1")],
  upstreamDown: [502, envelope(502, "خطا در ارسال اطلاعات", "502-1")],
  failed: [500, envelope(500, "خطا در ارسال اطلاعات", "500-1")],
};

function baseHeaders() {
  const headers = { "content-security-policy": API_CONTENT_SECURITY_POLICY };
  for (const { key, value } of securityHeaders()) headers[key.toLowerCase()] = value;
  return headers;
}

function answer(res, [status, body], extra = {}) {
  res.writeHead(status, { ...baseHeaders(), "content-type": "application/json", "cache-control": "no-store", ...extra });
  res.end(body);
}

/** The cookie that ends the session, with the attributes it was set with. */
function clearedSessionCookie() {
  return `${SESSION_COOKIE_NAME}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax${cookieSecure() ? "; Secure" : ""}`;
}

const headerReader = (req) => ({ get: (name) => req.headers[name] ?? null });

/**
 * Serves a request when it is an upstream call; answers false for everything Next should serve.
 * Paths are checked exactly as they arrived, before anything could normalise them.
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

async function proxyApiRequest(req, res) {
  const [rawPath, query = ""] = (req.url ?? "").split(/\?(.*)/s, 2);
  if (!API_PREFIX.test(rawPath)) return false;
  const path = toUpstreamPath(rawPath);
  if (!path) return answer(res, ANSWERS.badPath), true;
  if (hasOwnRoute(path)) return false;

  const method = req.method ?? "GET";
  if (!isAllowedMutation(method, headerReader(req), process.env.PANEL_ORIGIN)) return answer(res, ANSWERS.crossSite), true;

  const token = (await requestSession(req))?.token ?? null;
  if (!token && !isPublicPath(path)) return answer(res, ANSWERS.unauthenticated), true;

  const headers = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const hasBody = method !== "GET" && method !== "HEAD" && ("content-length" in headers ? headers["content-length"] !== "0" : "transfer-encoding" in headers);

  // The browser went away: stop the upstream call too (no timeout of our own, spec §7).
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
      body: hasBody ? req : undefined,
      signal: abort.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) {
      console.error("[bff]", error.message, error.cause?.code ?? "");
      return answer(res, ANSWERS.upstreamDown), true;
    }
    if (abort.signal.aborted) return true;
    throw error;
  }

  const status = upstream.statusCode ?? 502;
  if (status === 401 && token && !isAuthCall(path)) {
    upstream.resume();
    endLiveSession(token);
    return answer(res, ANSWERS.unauthenticated, { "set-cookie": clearedSessionCookie() }), true;
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
