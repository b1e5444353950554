/**
 * A WebSocket the test drives: it records the frames the page sends and lets the test fire
 * the browser's open, message, error and close events by hand.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  /** The code the page closed this socket with, if it did. */
  closedWith: number | undefined;

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(text: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error("send on a socket that is not open");
    this.sent.push(text);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSING;
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event("open"));
  }

  receive(data: string | ArrayBuffer): void {
    this.onmessage?.(new MessageEvent("message", { data }));
  }

  /** Fires `error` and returns the event, as a browser does before it closes a failed socket. */
  fail(): Event {
    const event = new Event("error");
    this.onerror?.(event);
    return event;
  }

  /** The connection is gone: the browser's `close` event with the given code. */
  closed(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason: "", wasClean: code === 1000 } as CloseEvent);
  }

  asWebSocket(): WebSocket {
    return this as unknown as WebSocket;
  }
}

/** A `createSocket` option that keeps every socket it made, newest last. */
export function socketFactory() {
  const sockets: FakeWebSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeWebSocket(url);
    sockets.push(socket);
    return socket.asWebSocket();
  };
  const latest = (): FakeWebSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket was created");
    return socket;
  };
  return { sockets, createSocket, latest };
}
