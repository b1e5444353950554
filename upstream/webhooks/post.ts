import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { WEBHOOK_LIMITS } from "@/lib/contract/webhooks";
import type { ResolvedAddress } from "./url-guard";

/** The whole try: connect, send, the answer's head and its first 2 KB. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface PostResult {
  /** The answer's status, or null when none came. */
  status: number | null;
  durationMs: number;
  /** Why the try failed without a status (a timeout, a refused connection). */
  error: string | null;
  /** The answer's first 2 KB as text. */
  response: string | null;
}

/**
 * POSTs a webhook's body to the URL, connecting only to `pinned` (the address checked after DNS),
 * while TLS still checks the certificate against the URL's host name. Redirects are not followed:
 * a 3xx is an answer like any non-2xx. The answer is read up to 2 KB, then the connection is cut,
 * so a receiver answering a gigabyte or never ending costs at most 10 seconds.
 */
export function postWebhook(
  url: URL,
  pinned: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const lookup: LookupFunction = (_host, options, done) => {
    if (options.all) done(null, [{ address: pinned.address, family: pinned.family }]);
    else done(null, pinned.address, pinned.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    const received = () => Buffer.concat(chunks).toString("utf8").slice(0, WEBHOOK_LIMITS.response);
    const finish = (result: Omit<PostResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup,
        agent: false,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (answer) => {
        status = answer.statusCode ?? null;
        let size = 0;
        const done = () => finish({ status, error: null, response: received() });
        answer.on("data", (chunk: Buffer) => {
          chunks.push(chunk.subarray(0, WEBHOOK_LIMITS.response - size));
          size += chunk.length;
          if (size >= WEBHOOK_LIMITS.response) done();
        });
        answer.on("end", done);
        answer.on("error", done);
      },
    );
    // A status already in hand stands (the receiver answered); only its body is cut short.
    const timer = setTimeout(
      () =>
        status === null
          ? finish({ status, error: `no answer within ${timeoutMs / 1000} s`, response: null })
          : finish({ status, error: null, response: received() }),
      timeoutMs,
    );
    request.on("error", (error) =>
      finish({ status, error: status === null ? error.message : null, response: received() || null }),
    );
    request.end(body);
  });
}
