// @ts-check
// The live-socket relay (DESIGN "Live socket"): the browser connects to /api/socket on the panel
// with its session cookie; the relay opens `${SOCKET_URL}?token=<token>` upstream and passes
// frames both ways, so the token never reaches the browser.
import { WebSocket, WebSocketServer } from "ws";
import {
  MAX_FRAME_BYTES,
  MAX_MESSAGES_PER_SECOND,
  RELAY_CLOSE,
  RELAY_PATH,
  SOCKET_PING,
} from "../socket/relay-protocol.mjs";
import { MAX_LIVE_SOCKETS, OpenCounter } from "./call-limits.mjs";
import { trackLiveConnection } from "./live-sessions.mjs";
import { announcesBody } from "./request-framing.mjs";
import { isOwnOrigin } from "./origin.mjs";
import { requestSession } from "./session-cookie.mjs";

/** A browser that has sent nothing (not even the ping every 5 s) for this long is gone. */
const IDLE_LIMIT_MS = 30_000;
/**
 * An upstream that has answered none of a browser's pings for this long (three pings) is taken
 * for gone, though its connection may look open (a frozen process): both sides close, and the
 * browser shows it and reconnects.
 */
const UPSTREAM_SILENCE_LIMIT_MS = 15_000;
/** An upstream that does not complete the handshake in this time is refused (502), not waited for. */
const UPSTREAM_HANDSHAKE_MS = 10_000;
/** A browser that cannot keep up with this much queued output is dropped, not buffered forever. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** @type {Record<number, string>} */
const STATUS_TEXT = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  502: "Bad Gateway",
};

/** Live sockets open (or opening) per session token. */
const liveSockets = new OpenCounter(MAX_LIVE_SOCKETS);

/**
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 */
function refuse(socket, status) {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves the relay's upgrades on the panel's server. Other upgrade paths are destroyed, except
 * in development where Next's hot reload answers them (`otherUpgrades: "ignore"`).
 *
 * @param {import("node:http").Server} server
 * @param {{ socketUrl: string, panelOrigin?: string, otherUpgrades?: "destroy" | "ignore" }} options
 */
export function attachSocketRelay(server, { socketUrl, panelOrigin, otherUpgrades = "destroy" }) {
  const browsers = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: MAX_FRAME_BYTES });

  server.on("upgrade", (req, socket, head) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== RELAY_PATH) {
      if (otherUpgrades === "destroy") socket.destroy();
      return;
    }
    socket.on("error", () => socket.destroy());
    // An upgrade is a GET: one that announces a body is not one this relay understands.
    if (req.method !== "GET" || announcesBody(req.headers)) return refuse(socket, 400);
    const origin = req.headers.origin;
    if (!origin || !isOwnOrigin(origin, req.headers.host, panelOrigin)) return refuse(socket, 403);

    requestSession(req).then(
      (session) => {
        if (!session) return refuse(socket, 401);
        const release = liveSockets.take(session.token);
        if (!release) return refuse(socket, 429);
        socket.once("close", release);
        openUpstream(socketUrl, session.token, socket, (/** @type {WebSocket} */ upstream) => {
          browsers.handleUpgrade(req, socket, head, (browser) => relay(browser, upstream, session));
        });
      },
      () => refuse(socket, 502),
    );
  });

  return browsers;
}

/**
 * Opens the upstream side first, so a browser that sees its socket open is connected end to end.
 *
 * @param {string} socketUrl
 * @param {string} token
 * @param {import("node:stream").Duplex} browserSocket
 * @param {(upstream: WebSocket) => void} onOpen
 */
function openUpstream(socketUrl, token, browserSocket, onOpen) {
  const upstream = new WebSocket(`${socketUrl}?token=${encodeURIComponent(token)}`, {
    perMessageDeflate: false,
    maxPayload: MAX_FRAME_BYTES,
    handshakeTimeout: UPSTREAM_HANDSHAKE_MS,
  });
  const giveUp = () => upstream.terminate();
  browserSocket.once("close", giveUp);
  upstream.once("unexpected-response", (_request, response) => {
    response.resume();
    refuse(browserSocket, response.statusCode === 401 ? 401 : 502);
    upstream.terminate();
  });
  upstream.on("error", () => {
    if (upstream.readyState !== WebSocket.OPEN) refuse(browserSocket, 502);
  });
  upstream.once("open", () => {
    browserSocket.off("close", giveUp);
    if (browserSocket.destroyed) return upstream.terminate();
    onOpen(upstream);
  });
}

/**
 * @param {WebSocket} browser
 * @param {WebSocket} upstream
 * @param {{ token: string, expiresAt: number }} session
 */
function relay(browser, upstream, session) {
  let windowStart = Date.now();
  let messagesInWindow = 0;
  let lastHeard = Date.now();
  /** When the oldest ping the upstream has not answered yet went to it. */
  let pingUnansweredSince = /** @type {number | null} */ (null);

  /**
   * @param {number} code
   * @param {string} reason
   */
  const closeBoth = (code, reason) => {
    if (browser.readyState === WebSocket.OPEN) browser.close(code, reason);
    if (upstream.readyState === WebSocket.OPEN || upstream.readyState === WebSocket.CONNECTING) upstream.close();
  };
  const forget = trackLiveConnection(session.token, () => closeBoth(RELAY_CLOSE.SESSION_ENDED, "session ended"));
  const sessionEnds = setTimeout(
    () => closeBoth(RELAY_CLOSE.SESSION_ENDED, "session ended"),
    Math.max(0, Math.min(session.expiresAt - Date.now(), 2 ** 31 - 1)),
  );
  const idleCheck = setInterval(() => {
    if (Date.now() - lastHeard > IDLE_LIMIT_MS) {
      browser.terminate();
      upstream.terminate();
    }
  }, IDLE_LIMIT_MS / 3);
  const upstreamSilent = () =>
    pingUnansweredSince !== null && Date.now() - pingUnansweredSince > UPSTREAM_SILENCE_LIMIT_MS;
  const silenceCheck = setInterval(() => {
    if (!upstreamSilent()) return;
    closeBoth(RELAY_CLOSE.UPSTREAM_GONE, "upstream not answering");
    upstream.terminate();
  }, UPSTREAM_SILENCE_LIMIT_MS / 3);

  browser.on("message", (/** @type {import("ws").RawData} */ data, /** @type {boolean} */ isBinary) => {
    const now = Date.now();
    lastHeard = now;
    if (now - windowStart >= 1000) {
      windowStart = now;
      messagesInWindow = 0;
    }
    if (++messagesInWindow > MAX_MESSAGES_PER_SECOND) return closeBoth(RELAY_CLOSE.FLOOD, "too many messages");
    if (upstream.readyState !== WebSocket.OPEN) return;
    if (!isBinary && pingUnansweredSince === null && data.toString() === SOCKET_PING) pingUnansweredSince = now;
    upstream.send(data, { binary: isBinary });
  });
  upstream.on("message", (/** @type {import("ws").RawData} */ data, /** @type {boolean} */ isBinary) => {
    pingUnansweredSince = null;
    if (browser.readyState !== WebSocket.OPEN) return;
    if (browser.bufferedAmount > MAX_BUFFERED_BYTES) return browser.terminate();
    browser.send(data, { binary: isBinary });
  });

  // An oversized frame makes ws close the browser with 1009 after an error; nothing to add here.
  browser.on("error", () => undefined);
  upstream.on("error", () => undefined);

  browser.once("close", () => {
    clearTimeout(sessionEnds);
    clearInterval(idleCheck);
    clearInterval(silenceCheck);
    forget();
    if (upstream.readyState === WebSocket.OPEN) upstream.close();
    else upstream.terminate();
  });
  upstream.once("close", (/** @type {number} */ code) => {
    const sessionOver = code === RELAY_CLOSE.SESSION_ENDED;
    if (browser.readyState === WebSocket.OPEN) {
      browser.close(
        sessionOver ? RELAY_CLOSE.SESSION_ENDED : RELAY_CLOSE.UPSTREAM_GONE,
        sessionOver ? "session ended" : "upstream closed",
      );
    }
  });
}
