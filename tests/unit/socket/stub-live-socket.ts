import type { LiveMessage } from "@/lib/socket/incoming";
import type { LiveSocket } from "@/lib/socket/live-socket";
import type { SocketStatus } from "@/lib/socket/socket-status";

/** The surface of LiveSocket the hooks read, driven by the test: events and status changes on demand. */
export class StubLiveSocket {
  private status: SocketStatus;
  private readonly statusListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(message: LiveMessage) => void>();

  constructor(status: SocketStatus = "CONNECTING") {
    this.status = status;
  }

  get listenerCount(): number {
    return this.eventListeners.size;
  }

  getStatus = (): SocketStatus => this.status;

  subscribeStatus = (listener: () => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  subscribe(listener: (message: LiveMessage) => void) {
    this.eventListeners.add(listener);
    return () => void this.eventListeners.delete(listener);
  }

  setStatus(status: SocketStatus): void {
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  emit(message: LiveMessage): void {
    for (const listener of this.eventListeners) listener(message);
  }

  asLiveSocket(): LiveSocket {
    return this as unknown as LiveSocket;
  }
}
