import type { Server } from "node:http";

/**
 * How long an idle connection stays open. Node closes an idle connection after 5 s by default,
 * and its idle timers run before the connections are read: when the database has held the event
 * loop for a while (PGlite works on this thread), a request that arrived on a connection just
 * before it fell idle is dropped with it, and the caller (the BFF, a client reusing its pool)
 * sees a reset. Callers keep idle connections for a few seconds, so a minute leaves them none.
 */
const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the headers' deadline past the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
