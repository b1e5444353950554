import { readIncoming, type LiveMessage } from "./incoming";
import { SocketConnection } from "./socket-connection";
import type { SocketStatus, SocketTiming } from "./socket-status";
import { requestLeadership } from "./tab-leadership";

/** What the tabs of one browser tell each other. */
type TabMessage =
  | { kind: "event"; message: LiveMessage }
  | { kind: "status"; status: SocketStatus }
  | { kind: "send"; text: string }
  | { kind: "hello" }
  | { kind: "session-ended" };

export interface LiveSocketOptions {
  /** Read when this tab starts leading, in the browser. */
  url(): string;
  onError?(event: Event): void;
  /** The relay ended the connection because the session is over. Runs in every tab. */
  onSessionEnded?(): void;
  timing?: SocketTiming;
  createSocket?(url: string): WebSocket;
  lockName?: string;
  channelName?: string;
}

const DEFAULT_NAME = "panel-live-socket";

/**
 * The browser's one live connection, whatever the number of tabs (spec §4, §7): the tab that
 * holds the leader lock keeps the socket and shares its events and status by BroadcastChannel;
 * the others listen, and send through the leader.
 */
export class LiveSocket {
  private status: SocketStatus = "CLOSED";
  private readonly statusListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(message: LiveMessage) => void>();
  private connection: SocketConnection | null = null;
  private channel: BroadcastChannel | null = null;
  private resign: (() => void) | null = null;

  constructor(private readonly options: LiveSocketOptions) {}

  get isLeader(): boolean {
    return this.connection !== null;
  }

  start(): void {
    if (this.resign) return;
    this.setStatus("CONNECTING");
    if (typeof BroadcastChannel !== "undefined") {
      this.channel = new BroadcastChannel(this.options.channelName ?? DEFAULT_NAME);
      this.channel.onmessage = (message: MessageEvent<TabMessage>) => this.fromTab(message.data);
    }
    this.resign = requestLeadership(this.options.lockName ?? DEFAULT_NAME, () => this.lead());
    this.toTabs({ kind: "hello" });
  }

  stop(): void {
    this.resign?.();
    this.resign = null;
    this.connection?.stop();
    this.connection = null;
    this.channel?.close();
    this.channel = null;
    this.setStatus("CLOSED");
  }

  /** Sends text or JSON to the upstream, through the leader tab when this one is not it. */
  send(data: string | object): void {
    const text = typeof data === "string" ? data : JSON.stringify(data);
    if (this.connection) this.connection.send(text);
    else this.toTabs({ kind: "send", text });
  }

  getStatus = (): SocketStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  subscribe(listener: (message: LiveMessage) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private lead(): void {
    if (this.connection) return;
    this.connection = new SocketConnection({
      url: this.options.url(),
      timing: this.options.timing,
      createSocket: this.options.createSocket,
      onError: this.options.onError,
      onStatus: (status) => {
        this.setStatus(status);
        this.toTabs({ kind: "status", status });
      },
      onText: (text) => {
        const message = readIncoming(text);
        if (!message) return;
        this.dispatch(message);
        this.toTabs({ kind: "event", message });
      },
      onSessionEnded: () => {
        this.toTabs({ kind: "session-ended" });
        this.options.onSessionEnded?.();
      },
    });
    this.connection.start();
  }

  private fromTab(message: TabMessage): void {
    // Only a leader shares events; one its tab closed may still be on the way after this tab took over.
    if (message.kind === "event") return this.dispatch(message.message);
    if (this.connection) {
      if (message.kind === "send") this.connection.send(message.text);
      else if (message.kind === "hello") this.toTabs({ kind: "status", status: this.status });
      return;
    }
    if (message.kind === "status") this.setStatus(message.status);
    else if (message.kind === "session-ended") this.options.onSessionEnded?.();
  }

  private toTabs(message: TabMessage): void {
    this.channel?.postMessage(message);
  }

  private dispatch(message: LiveMessage): void {
    for (const listener of this.eventListeners) listener(message);
  }

  private setStatus(status: SocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}
