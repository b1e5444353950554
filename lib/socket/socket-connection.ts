import { SOCKET_PING } from "../contract/socket";
import { RELAY_CLOSE } from "./relay-protocol.mjs";
import { SOCKET_TIMING, type SocketStatus, type SocketTiming } from "./socket-status";

export interface SocketConnectionOptions {
  url: string;
  onText(text: string): void;
  onStatus(status: SocketStatus): void;
  /** The optional error callback of spec §8. */
  onError?(event: Event): void;
  /** The relay closed because the session is over: no reconnect. */
  onSessionEnded?(): void;
  timing?: SocketTiming;
  createSocket?(url: string): WebSocket;
}

/**
 * One WebSocket kept alive: it connects 100 ms after start, sends `9` every 5000 ms while open
 * and reconnects 1000 ms after any close until stopped or until the session has ended.
 */
export class SocketConnection {
  private socket: WebSocket | null = null;
  private status: SocketStatus = "CLOSED";
  private running = false;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly timing: SocketTiming;

  constructor(private readonly options: SocketConnectionOptions) {
    this.timing = options.timing ?? SOCKET_TIMING;
  }

  get currentStatus(): SocketStatus {
    return this.status;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.setStatus("CONNECTING");
    this.connectTimer = setTimeout(() => this.connect(), this.timing.firstConnectMs);
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.connectTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
    this.setStatus("CLOSED");
  }

  /** Sends when open; answers whether it was sent. */
  send(text: string): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(text);
    return true;
  }

  private connect(): void {
    if (!this.running) return;
    this.setStatus("CONNECTING");
    const socket = this.options.createSocket?.(this.options.url) ?? new WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setStatus("OPEN");
      this.pingTimer = setInterval(() => this.send(SOCKET_PING), this.timing.pingMs);
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket === socket && typeof message.data === "string") this.options.onText(message.data);
    };
    socket.onerror = (event) => {
      if (this.socket !== socket) return;
      this.setStatus("ERROR");
      this.options.onError?.(event);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      if (event.code === RELAY_CLOSE.SESSION_ENDED) {
        this.running = false;
        this.setStatus("CLOSED");
        this.options.onSessionEnded?.();
        return;
      }
      if (!this.running) return this.setStatus("CLOSED");
      // An error stays visible until the next attempt starts.
      if (this.status !== "ERROR") this.setStatus("CONNECTING");
      this.connectTimer = setTimeout(() => this.connect(), this.timing.reconnectMs);
    };
  }

  private setStatus(status: SocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
