// @ts-check
// Plain ESM: the browser's live-socket client and the custom server's relay both read it.

/** Where the browser opens its live socket on the panel. */
export const RELAY_PATH = "/api/socket";

/** The keep-alive the browser sends every 5000 ms; the upstream answers each with a pong. */
export const SOCKET_PING = "9";

/** Frames larger than this close the connection that sent them. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** More messages than this within one second from one browser close its connection. */
export const MAX_MESSAGES_PER_SECOND = 50;

/**
 * Close codes the relay sends. `SESSION_ENDED` tells the browser not to reconnect: the session
 * is over (logout, a refused token, its lifetime reached).
 */
export const RELAY_CLOSE = {
  SESSION_ENDED: 4401,
  UPSTREAM_GONE: 1012,
  FLOOD: 1008,
  TOO_BIG: 1009,
};
