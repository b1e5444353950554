// The live socket as the panel's browser client keeps it (lib/socket/socket-connection.ts): a
// ping every 5 s, a new connection 1 s after any close, and a catch-up read after each reconnect
// (lib/socket/use-on-reconnect.ts), with what a fault run counts.
import WebSocket from "ws";
import { RELAY_PATH, SOCKET_PING } from "../../lib/socket/relay-protocol.mjs";

export interface SocketEvent {
  event: string;
  data: unknown;
  at: number;
}

export class BrowserSocket {
  opens = 0;
  readonly closes: { code: number; at: number }[] = [];
  /** Connection attempts refused or failed before opening. */
  refusals = 0;
  readonly events: SocketEvent[] = [];
  private socket: WebSocket | null = null;
  private running = true;
  private ping: NodeJS.Timeout | undefined;

  constructor(
    private readonly panelUrl: string,
    private readonly cookie: string,
    /** Called on every open after the first: what a screen refreshes. */
    private readonly onReconnect: () => Promise<void> = async () => undefined,
    private readonly onEvent: (event: SocketEvent) => void = () => undefined,
    /** The panel's public address, when the socket reaches one process of several directly. */
    private readonly origin = panelUrl,
  ) {
    this.connect();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private connect() {
    if (!this.running) return;
    const socket = new WebSocket(`${this.panelUrl.replace(/^http/, "ws")}${RELAY_PATH}`, {
      headers: { cookie: this.cookie, origin: this.origin },
      perMessageDeflate: false,
    });
    this.socket = socket;
    let opened = false;
    socket.on("open", () => {
      opened = true;
      this.opens += 1;
      this.ping = setInterval(() => socket.send(SOCKET_PING), 5000);
      if (this.opens > 1) void this.onReconnect();
    });
    socket.on("message", (raw) => {
      try {
        const message = JSON.parse(raw.toString()) as { event?: string; data?: unknown };
        if (!message.event) return;
        const event = { event: message.event, data: message.data, at: performance.now() };
        this.events.push(event);
        this.onEvent(event);
      } catch {
        // a pong
      }
    });
    socket.on("unexpected-response", (_request, response) => {
      response.resume();
      socket.terminate();
    });
    socket.on("error", () => undefined);
    socket.on("close", (code) => {
      clearInterval(this.ping);
      if (opened) this.closes.push({ code, at: performance.now() });
      else this.refusals += 1;
      if (this.running) setTimeout(() => this.connect(), 1000);
    });
  }

  close() {
    this.running = false;
    clearInterval(this.ping);
    this.socket?.close();
  }
}
