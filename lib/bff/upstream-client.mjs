// @ts-check
// The one client the panel's server uses to reach the upstream: plain Node http(s) with a
// keep-alive agent, shared by the streaming proxy in server.mjs and the Next route handlers.
import http from "node:http";
import https from "node:https";
import { clientAddressHeaders } from "./client-address.mjs";
import { panelSetting } from "./panel-env.mjs";

/**
 * Connections to the upstream, open at once and kept. Every idle one is kept (until the upstream's
 * keep-alive hint runs out): a pool that closed its extras after each burst opened them again at
 * the next, and a busy upstream takes new connections slowly. Node 20's event loop accepts one
 * connection per turn, so an upstream whose turns take 75 ms under load accepts about 13 a second;
 * a burst of 150 waited in its accept queue, and the requests already written on them went
 * unanswered for the panel's whole 30 s timeout.
 */
const UPSTREAM_POOL_SIZE = 256;
/** @type {http.AgentOptions} */
const pool = {
  keepAlive: true,
  maxSockets: UPSTREAM_POOL_SIZE,
  maxFreeSockets: UPSTREAM_POOL_SIZE,
  scheduling: "lifo",
};

/** @type {Record<string, http.Agent>} */
const agents = { "http:": new http.Agent(pool), "https:": new https.Agent(pool) };

/** The upstream did not answer. */
export class UpstreamUnavailableError extends Error {
  /**
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(message, options) {
    super(message, options);
    this.name = "UpstreamUnavailableError";
  }
}

/** The upstream did not answer in time, or its answer stopped moving. */
export class UpstreamTimeoutError extends UpstreamUnavailableError {
  /**
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(message, options) {
    super(message, options);
    this.name = "UpstreamTimeoutError";
  }
}

/**
 * How long the upstream may stay silent: before its answer's headers, and between two pieces
 * of a streamed answer or upload (UPSTREAM_TIMEOUT_MS, 30 s by default).
 */
function upstreamTimeoutMs() {
  return panelSetting("UPSTREAM_TIMEOUT_MS");
}

/** Framing and routing headers are this client's own; a caller's copies are dropped. */
const OWN_HEADERS = [
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "host",
  "expect",
  "te",
  "trailer",
  "authorization",
];

/** API_BASE_URL, read and checked once. */
/** @type {{ url: URL, prefix: string } | null} */
let base = null;
/** @returns {{ url: URL, prefix: string }} */
function upstreamBase() {
  if (!base) {
    const url = new URL(panelSetting("API_BASE_URL"));
    base = { url, prefix: url.pathname.replace(/\/+$/, "") };
  }
  return base;
}

/**
 * Sends one request upstream: `pathAndQuery` under the base URL, the given headers (the raw token
 * as Authorization when given, with nothing in front of it; the browser's address and user agent
 * when given and a forward secret is set), and `body` as a Buffer/string or a readable stream piped through.
 * Framing is always this client's: a Buffer/string goes with its exact length (and Node refuses to
 * send any other number of bytes), a stream goes chunked, no body goes with Content-Length 0 on
 * POST/PUT/DELETE and none at all on GET. Resolves with the upstream's IncomingMessage; redirects
 * are not followed.
 *
 * @param {string} pathAndQuery
 * @param {{ method?: string, headers?: Record<string, string>, token?: string | null, clientAddress?: string | null, userAgent?: string | null, body?: string | Buffer | NodeJS.ReadableStream | null, signal?: AbortSignal }} [options]
 * @returns {Promise<http.IncomingMessage>}
 */
export function requestUpstream(
  pathAndQuery,
  { method = "GET", headers = {}, token, clientAddress, userAgent, body, signal } = {},
) {
  const { url, prefix } = upstreamBase();
  /** @type {Record<string, string>} */
  const outgoing = { accept: "application/json" };
  for (const [name, value] of Object.entries(headers)) {
    if (!OWN_HEADERS.includes(name.toLowerCase())) outgoing[name.toLowerCase()] = value;
  }
  Object.assign(outgoing, clientAddressHeaders(clientAddress, userAgent));
  if (token) outgoing.authorization = token;
  const stream =
    body && typeof body === "object" && "pipe" in body ? /** @type {NodeJS.ReadableStream} */ (body) : null;
  const whole = stream ? null : /** @type {string | Buffer | null | undefined} */ (body);
  const streamed = stream !== null;
  if (streamed) {
    // Said outright: Node chunks a streamed body by default only for some methods, and sends the
    // bytes of any other unframed.
    outgoing["transfer-encoding"] = "chunked";
  } else {
    const length = whole == null ? 0 : Buffer.byteLength(whole);
    if (length > 0 || method !== "GET") outgoing["content-length"] = String(length);
  }
  const timeoutMs = upstreamTimeoutMs();
  /**
   * @param {boolean} retried
   * @returns {Promise<http.IncomingMessage>}
   */
  const send = (retried) =>
    new Promise((resolve, reject) => {
      const request = (url.protocol === "https:" ? https : http).request(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port || undefined,
          path: prefix + pathAndQuery,
          method,
          headers: outgoing,
          agent: agents[url.protocol],
          signal,
        },
        resolve,
      );
      /** @type {http.ClientRequest & { strictContentLength: boolean }} */ (request).strictContentLength = true;
      request.setTimeout(timeoutMs, () =>
        request.destroy(new UpstreamTimeoutError(`upstream silent for ${timeoutMs} ms`)),
      );
      request.on("error", (error) => {
        // A kept-alive socket the upstream closed meanwhile: send once more on a fresh one, when the
        // body can be sent again.
        if (
          !retried &&
          !streamed &&
          request.reusedSocket &&
          /** @type {NodeJS.ErrnoException} */ (error).code === "ECONNRESET"
        ) {
          resolve(send(true));
          return;
        }
        if (error?.name === "AbortError" || error instanceof UpstreamUnavailableError) reject(error);
        else reject(new UpstreamUnavailableError("upstream unreachable", { cause: error }));
      });
      if (stream) stream.pipe(request);
      else request.end(whole ?? undefined);
    });
  return send(false);
}

/**
 * The whole answer as text, for the small JSON answers the route handlers read.
 *
 * @param {http.IncomingMessage} response
 */
export async function readAll(response) {
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
