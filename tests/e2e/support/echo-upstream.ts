import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export const ECHO_TOKEN = "echo-session-token-0123456789abcdef";

/**
 * A stand-in upstream that records what reaches it, for checking what the BFF forwards. It
 * answers check_token for ECHO_TOKEN, and whatever `next` says for everything else.
 */
export class EchoUpstream {
  readonly seen: SeenRequest[] = [];
  /** The next answers; `silent` leaves each request unanswered, as a hung upstream would. */
  next: { status: number; headers?: Record<string, string>; body?: unknown; silent?: boolean } = { status: 200 };
  /** Off for load runs, where keeping every request would only grow memory. */
  recording = true;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (this.recording)
          this.seen.push({
            method: req.method ?? "",
            url: req.url ?? "",
            headers: req.headers,
            body: Buffer.concat(chunks).toString(),
          });
        if (req.url === "/v1/api/acl/auth/check_token") {
          const ok = req.headers.authorization === ECHO_TOKEN;
          res.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
          res.end(
            JSON.stringify(
              ok
                ? {
                    data: { user_name: "echo", user_id: 1, name: "پژواک" },
                    meta: { status: true, message: "انجام شد", message_code: "200-1" },
                  }
                : {
                    data: null,
                    meta: { status: false, message: "اطلاعات وارد شده صحیح نمی باشد", message_code: "400-1" },
                  },
            ),
          );
          return;
        }
        if (this.next.silent) return;
        res.writeHead(this.next.status, { "content-type": "application/json", ...this.next.headers });
        res.end(
          JSON.stringify(
            this.next.body ?? {
              data: { echoed: true },
              meta: { status: true, message: "انجام شد", message_code: "200-1" },
            },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests other than the check_token calls the panel makes for itself. */
  forwarded(): SeenRequest[] {
    return this.seen.filter((r) => r.url !== "/v1/api/acl/auth/check_token");
  }

  clear() {
    this.seen.length = 0;
    this.next = { status: 200 };
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
