/** Steps the webhook tests share: a receiver on loopback, the signature checked independently, endpoints. */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { api } from "./client";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Loose;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status it answers from now on. */
  answer(status: number): void;
  close(): Promise<void>;
}

/** A small HTTP server on 127.0.0.1 that keeps every request and answers 200 (or what it is told). */
export async function startReceiver(path = "/hooks"): Promise<Receiver> {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: Loose = null;
      try {
        json = JSON.parse(body);
      } catch {
        // kept as text
      }
      received.push({ headers: request.headers, body, json, at: Date.now() });
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "ok" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
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
 * Standard Webhooks verification written apart from the upstream's: HMAC-SHA256 keyed with the
 * secret's base64 bytes over `id.timestamp.body`; answers which of the secrets signed the message.
 */
export function signersOf(request: Received, secrets: string[]): string[] {
  const id = String(request.headers["webhook-id"]);
  const timestamp = String(request.headers["webhook-timestamp"]);
  const given = String(request.headers["webhook-signature"] ?? "")
    .split(" ")
    .filter((part) => part.startsWith("v1,"))
    .map((part) => Buffer.from(part.slice(3), "base64"));
  return secrets.filter((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
    const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${request.body}`).digest();
    return given.some((g) => g.length === expected.length && timingSafeEqual(g, expected));
  });
}

/** An endpoint made through the API; answers its row with the secret shown once. */
export async function newEndpoint(token: string, url: string, events: string[] = ["send.status"]): Promise<Loose> {
  const answer = await api("user/webhooks", { token, body: { url, events, description: "آزمایش" } });
  if (answer.status !== 200) throw new Error(`webhook create: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
