/**
 * A webhook receiver the e2e tests start on loopback, the Standard Webhooks check written apart from
 * the upstream's, and endpoints made straight at the upstream for tests about the pages, not the form.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  json: { type?: string; timestamp?: string; data?: Record<string, unknown> } | null;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status it answers from now on (200 at first). */
  answer(status: number): void;
  close(): Promise<void>;
}

/** A small HTTP server on 127.0.0.1 that keeps every request it gets. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: ReceivedWebhook["json"] = null;
      try {
        json = JSON.parse(body) as ReceivedWebhook["json"];
      } catch {
        json = null;
      }
      received.push({ headers: request.headers, body, json });
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "ok" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Whether the message carries a valid signature by `secret`: HMAC-SHA256, keyed with the base64
 * bytes after `whsec_`, over `webhook-id.webhook-timestamp.body`, compared with each `v1,` signature.
 */
export function signedWith(message: ReceivedWebhook, secret: string): boolean {
  const id = String(message.headers["webhook-id"] ?? "");
  const timestamp = String(message.headers["webhook-timestamp"] ?? "");
  if (!id || !/^\d+$/.test(timestamp)) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${message.body}`).digest();
  return String(message.headers["webhook-signature"] ?? "")
    .split(" ")
    .filter((part) => part.startsWith("v1,"))
    .map((part) => Buffer.from(part.slice(3), "base64"))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

/** An endpoint of the account made straight at the upstream; answers its id. */
export async function endpointThroughApi(
  account: Pick<DevAccount, "username" | "password">,
  url: string,
  events: string[] = ["credit.low"],
): Promise<number> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/user/webhooks`, {
    method: "POST",
    headers: { authorization: await upstreamToken(account), "content-type": "application/json" },
    body: JSON.stringify({ url, events }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST user/webhooks answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: { id: number } }).data.id;
}
