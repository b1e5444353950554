// One simulated browser's calls to the panel: its session cookie, the anti-forgery header and
// origin the panel's own client sends, and a check of every answer before it counts as served.
import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { PANEL_REQUEST_HEADER } from "../../lib/api/panel-request-header.mjs";
import { RELAY_PATH } from "../../lib/socket/relay-protocol.mjs";
import { SOCKET_PING } from "../../lib/contract/socket";

export class PanelClient {
  cookie = "";

  /** `origin`: the panel's public address, when the client reaches one process of several directly. */
  constructor(
    readonly panelUrl: string,
    readonly origin = panelUrl,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      [PANEL_REQUEST_HEADER]: "1",
      origin: this.origin,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    };
  }

  /** Signs in through the panel, as its sign-in page does, and keeps the session cookie. */
  async signIn(username: string, password: string): Promise<void> {
    const response = await fetch(`${this.panelUrl}/api/v1/api/acl/auth/login`, {
      method: "POST",
      headers: this.headers({ "content-type": "application/json" }),
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
    const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
    if (cookies.length === 0) throw new Error(`sign-in of ${username} set no cookie`);
    this.cookie = cookies.join("; ");
  }

  /** A page as a browser loads it: the server-rendered HTML. */
  async page(path: string): Promise<void> {
    const response = await fetch(`${this.panelUrl}${path}`, { headers: { cookie: this.cookie } });
    const html = await response.text();
    if (response.status !== 200) throw new Failure(`${response.status}`);
    if (!html.includes("</html>")) throw new Failure("not a whole page");
  }

  /** A call of the panel's API (the BFF's `/api/<upstream path>`); the envelope's `data`. */
  async api<T = unknown>(
    path: string,
    {
      body,
      params,
      idempotent,
    }: { body?: unknown; params?: Record<string, string | number>; idempotent?: boolean } = {},
  ): Promise<T> {
    const query = params ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : "";
    const response = await fetch(`${this.panelUrl}/api/${path}${query}`, {
      method: body === undefined ? "GET" : "POST",
      headers: this.headers({
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotent ? { "idempotency-key": randomUUID() } : {}),
      }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Failure(`${response.status}`);
    let parsed: { data?: T } | null = null;
    try {
      parsed = JSON.parse(text) as { data?: T };
    } catch {
      throw new Failure("not JSON");
    }
    if (!parsed || !("data" in parsed)) throw new Failure("no data in the envelope");
    return parsed.data as T;
  }

  /**
   * The live socket as the panel's browser client keeps it: opened on the relay with the session
   * cookie, a ping every 5 s. Each event's name goes to `onEvent` with its arrival time.
   */
  openSocket(onEvent: (event: string, at: number) => void): Promise<LiveSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.panelUrl.replace(/^http/, "ws")}${RELAY_PATH}`, {
        headers: { cookie: this.cookie, origin: this.origin },
        perMessageDeflate: false,
      });
      let ping: NodeJS.Timeout | undefined;
      let opened = false;
      const live: LiveSocket = { closes: 0, close: () => undefined };
      socket.on("message", (data) => {
        const at = performance.now();
        try {
          const message = JSON.parse(data.toString()) as { event?: string };
          if (typeof message.event === "string") onEvent(message.event, at);
        } catch {
          // the relay's own frames (pong) are not events
        }
      });
      socket.once("open", () => {
        opened = true;
        ping = setInterval(() => socket.send(SOCKET_PING), 5000);
        live.close = () => {
          clearInterval(ping);
          socket.close();
        };
        resolve(live);
      });
      socket.on("close", () => {
        clearInterval(ping);
        live.closes += 1;
      });
      socket.once("unexpected-response", (_request, response) =>
        reject(new Error(`the live socket was refused with ${response.statusCode}`)),
      );
      socket.on("error", (error) => {
        if (!opened) reject(error);
      });
    });
  }
}

export interface LiveSocket {
  /** Times the socket closed (it should not, during a run). */
  closes: number;
  close(): void;
}

/** A request the panel answered, but not as it should have: counted as an error of its kind. */
class Failure extends Error {}
