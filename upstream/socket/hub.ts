import type { WebSocket } from "ws";
import type { SocketEvent } from "../../lib/contract/socket";
import { RELAY_CLOSE } from "../../lib/socket/relay-protocol.mjs";

/** Who is connected, by user, so an event reaches every open socket of its owner and nobody else. */
export class SocketHub {
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly tokenOf = new WeakMap<WebSocket, number>();

  /** Registers an open socket of a user, opened with the session token `tokenId`. */
  add(userId: number, socket: WebSocket, tokenId: number): void {
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.byUser.set(userId, sockets);
    this.tokenOf.set(socket, tokenId);
    socket.once("close", () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.byUser.get(userId) === sockets) this.byUser.delete(userId);
    });
  }

  /**
   * Closes the sockets of ended sessions (a logout, a password reset) with the close code that
   * tells the panel not to reconnect: one token's, or with no token every one of the user's.
   */
  endSessions(userId: number, tokenId?: number): void {
    for (const socket of this.byUser.get(userId) ?? []) {
      if (tokenId === undefined || this.tokenOf.get(socket) === tokenId)
        socket.close(RELAY_CLOSE.SESSION_ENDED, "session ended");
    }
  }

  publish(userId: number, event: SocketEvent): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const frame = JSON.stringify(event);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
  }

  /** Open sockets of one user, or of everybody when no user is given. */
  connectionCount(userId?: number): number {
    if (userId !== undefined) return this.byUser.get(userId)?.size ?? 0;
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  /** Drops every socket of a user as a network failure would (development tools and tests). */
  dropUser(userId: number): number {
    const sockets = [...(this.byUser.get(userId) ?? [])];
    for (const socket of sockets) socket.terminate();
    return sockets.length;
  }
}
