// The endpoint a webhook posts to during a growth run: it counts each message by its
// `webhook-id` (the same message twice would be a delivery done twice) and notes which sends
// were reported finished.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SEND_STATES } from "../../lib/contract/send";

export interface WebhookReceiver {
  url: string;
  messages: number;
  /** Message ids received more than once. */
  duplicates: number;
  finished(sendId: number): boolean;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const seen = new Set<string>();
  const finished = new Set<number>();
  const receiver: WebhookReceiver = {
    url: "",
    messages: 0,
    duplicates: 0,
    finished: (sendId: number) => finished.has(sendId),
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = String(request.headers["webhook-id"]);
      receiver.messages += 1;
      if (seen.has(id)) receiver.duplicates += 1;
      seen.add(id);
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          type?: string;
          data?: { send_id?: number; state_id?: number };
        };
        if (body.type === "send.status" && body.data?.state_id === SEND_STATES.sent)
          finished.add(Number(body.data.send_id));
      } catch {
        // not JSON: counted, nothing more
      }
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
