// The one client the panel's server uses to reach the upstream: plain Node http(s) with a
// keep-alive agent, shared by the streaming proxy in server.mjs and the Next route handlers.
import http from "node:http";
import https from "node:https";

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: "lifo" }),
};

/** The upstream did not answer. */
export class UpstreamUnavailableError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "UpstreamUnavailableError";
  }
}

/** API_BASE_URL, read and checked once. */
let base = null;
export function upstreamBase() {
  if (!base) {
    const raw = process.env.API_BASE_URL;
    let url;
    try {
      url = new URL(raw ?? "");
    } catch {
      throw new Error("API_BASE_URL must be a URL such as https://edge.ippanel.com");
    }
    if (!agents[url.protocol]) throw new Error("API_BASE_URL must be an http or https URL");
    base = { url, prefix: url.pathname.replace(/\/+$/, "") };
  }
  return base;
}

/**
 * Sends one request upstream: `pathAndQuery` under the base URL, the given headers (the raw token
 * as Authorization when given, with nothing in front of it), and `body` as a Buffer/string or a readable
 * stream piped through. Resolves with the upstream's IncomingMessage; redirects are not followed.
 *
 * @param {string} pathAndQuery
 * @param {{ method?: string, headers?: Record<string, string>, token?: string | null, body?: string | Buffer | NodeJS.ReadableStream | null, signal?: AbortSignal }} [options]
 * @returns {Promise<http.IncomingMessage>}
 */
export function requestUpstream(pathAndQuery, { method = "GET", headers = {}, token, body, signal } = {}) {
  const { url, prefix } = upstreamBase();
  const outgoing = { accept: "application/json", ...headers };
  delete outgoing.authorization;
  if (token) outgoing.authorization = token;
  if (typeof body === "string" || Buffer.isBuffer(body)) outgoing["content-length"] = String(Buffer.byteLength(body));
  const streamed = Boolean(body && typeof body === "object" && "pipe" in body);
  const send = (retried) => new Promise((resolve, reject) => {
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
    request.on("error", (error) => {
      // A kept-alive socket the upstream closed meanwhile: send once more on a fresh one, when the
      // body can be sent again.
      if (!retried && !streamed && request.reusedSocket && error?.code === "ECONNRESET") {
        resolve(send(true));
        return;
      }
      reject(error?.name === "AbortError" ? error : new UpstreamUnavailableError("upstream unreachable", { cause: error }));
    });
    if (streamed) body.pipe(request);
    else request.end(body ?? undefined);
  });
  return send(false);
}

/** The whole answer as text, for the small JSON answers the route handlers read. */
export async function readAll(response) {
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
