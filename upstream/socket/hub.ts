import type { WebSocket } from "ws";
import type { Access } from "../../lib/contract/permissions";
import type { SocketEvent } from "../../lib/contract/socket";
import { RELAY_CLOSE } from "../../lib/socket/relay-protocol.mjs";
import { eventAllowed } from "./event-access";

/** Whose a socket is: the account whose events it carries, the member who opened it, with which session. */
export interface SocketOwner {
  accountId: number;
  memberId: number;
  tokenId: number;
  /** What the member may do, as their role said when the socket opened. */
  access: Access;
}

/**
 * Who is connected. An event of an account reaches every open socket of its members (the owner's,
 * and each colleague's as their role allows) and nobody else; an ended session closes the
 * sockets of the member who held it.
 */
export class SocketHub {
  private readonly byAccount = new Map<number, Set<WebSocket>>();
  private readonly byMember = new Map<number, Set<WebSocket>>();
  private readonly ownerOf = new WeakMap<WebSocket, SocketOwner>();

  private static join(map: Map<number, Set<WebSocket>>, key: number, socket: WebSocket): void {
    const sockets = map.get(key) ?? new Set<WebSocket>();
    sockets.add(socket);
    map.set(key, sockets);
    socket.once("close", () => {
      sockets.delete(socket);
      if (sockets.size === 0 && map.get(key) === sockets) map.delete(key);
    });
  }

  /** Registers an open socket. */
  add(socket: WebSocket, owner: SocketOwner): void {
    this.ownerOf.set(socket, owner);
    SocketHub.join(this.byAccount, owner.accountId, socket);
    SocketHub.join(this.byMember, owner.memberId, socket);
  }

  /**
   * Closes the sockets of ended sessions (a logout, a password reset, a colleague deactivated) with
   * the close code that tells the panel not to reconnect: one token's (of the member, or of anyone
   * in the account `userId`), or with no token every one of the member's.
   */
  endSessions(userId: number, tokenId?: number): void {
    const sockets =
      tokenId === undefined
        ? [...(this.byMember.get(userId) ?? [])]
        : [...(this.byMember.get(userId) ?? []), ...(this.byAccount.get(userId) ?? [])].filter(
            (socket) => this.ownerOf.get(socket)?.tokenId === tokenId,
          );
    for (const socket of new Set(sockets)) socket.close(RELAY_CLOSE.SESSION_ENDED, "session ended");
  }

  /** An event of the account `accountId`, to each of its members' sockets allowed to hear it. */
  publish(accountId: number, event: SocketEvent): void {
    const sockets = this.byAccount.get(accountId);
    if (!sockets) return;
    const frame = JSON.stringify(event);
    for (const socket of sockets) {
      const owner = this.ownerOf.get(socket);
      if (socket.readyState === socket.OPEN && owner && eventAllowed(owner.access, event)) socket.send(frame);
    }
  }

  /** Open sockets of one member, or of everybody when no member is given. */
  connectionCount(memberId?: number): number {
    if (memberId !== undefined) return this.byMember.get(memberId)?.size ?? 0;
    let count = 0;
    for (const sockets of this.byMember.values()) count += sockets.size;
    return count;
  }

  /** Drops every socket of a member as a network failure would (development tools and tests). */
  dropUser(memberId: number): number {
    const sockets = [...(this.byMember.get(memberId) ?? [])];
    for (const socket of sockets) socket.terminate();
    return sockets.length;
  }
}
