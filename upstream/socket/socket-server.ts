import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { SOCKET_PING } from "../../lib/contract/socket";
import { RELAY_CLOSE } from "../../lib/socket/relay-protocol.mjs";
import { findLiveSession } from "../auth/live-session";
import type { Db } from "../db/client";
import type { SocketHub } from "./hub";

const SOCKET_PATH = "/socket";
/** Frames larger than this close the connection. */
const MAX_FRAME_BYTES = 64 * 1024;
const PONG = JSON.stringify({ type: "pong" });

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The upstream's live socket: `GET /socket?token=<session token>` upgrades for a live session
 * token of a member who may still work in the account (a colleague active, their owner's account
 * too) and is refused with 401 otherwise. It answers the ping `9` with a pong and carries the
 * account's events the hub publishes: a colleague's socket carries their owner's, as their role
 * allowed when it opened.
 */
export function attachSocketServer(server: Server, db: Db, hub: SocketHub): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: MAX_FRAME_BYTES });

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://upstream");
    if (url.pathname !== SOCKET_PATH) return refuse(socket, 404, "Not Found");
    socket.on("error", () => socket.destroy());
    findLiveSession(db, url.searchParams.get("token") ?? "")
      .then((found) => {
        if (!found) return refuse(socket, 401, "Unauthorized");
        const { membership } = found;
        wss.handleUpgrade(request, socket, head, (ws) => {
          hub.add(ws, {
            accountId: membership.account.id,
            memberId: membership.member.id,
            tokenId: found.token.id,
            access: membership.access,
          });
          // The socket lives no longer than its token.
          const expires = setTimeout(
            () => ws.close(RELAY_CLOSE.SESSION_ENDED, "session ended"),
            Math.min(found.token.expiresAt.getTime() - Date.now(), 2 ** 31 - 1),
          );
          ws.once("close", () => clearTimeout(expires));
          ws.on("message", (data, isBinary) => {
            if (!isBinary && data.toString() === SOCKET_PING) ws.send(PONG);
          });
          ws.on("error", () => ws.terminate());
        });
      })
      .catch(() => refuse(socket, 500, "Internal Server Error"));
  });
  return wss;
}
