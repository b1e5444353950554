// @ts-check
// The panel's Node server: the BFF's streaming proxy for upstream calls, Next.js for everything
// else, and on the same port the live-socket relay's upgrades.
import { createServer } from "node:http";
import next from "next";
import { handleApiRequest } from "./lib/bff/api-proxy.mjs";
import { stampClientAddress } from "./lib/bff/client-address.mjs";
import { attachSocketRelay } from "./lib/bff/socket-relay.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

// Against a real upstream the panel must know its own public origin: same-origin checks and
// socket upgrades are judged against it, never against what a request says its Host is.
if (!dev && process.env.PANEL_EMBEDDED_UPSTREAM !== "1" && !process.env.PANEL_ORIGIN) {
  console.error(
    "panel: PANEL_ORIGIN must be set (e.g. https://panel.example.com) when API_BASE_URL points at a real upstream",
  );
  process.exit(1);
}

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Node refuses ambiguous framing itself (two Content-Lengths, Content-Length with
// Transfer-Encoding) with 400 and closes; the proxy refuses the rest before anything goes upstream.
const server = createServer({ requireHostHeader: true }, async (req, res) => {
  // Only origin-form targets ("/path?query"): "*" and "http://host/path" are for proxies, and Next
  // would build its URLs (and redirects) from them.
  if (!req.url?.startsWith("/")) {
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end("Bad Request");
    return;
  }
  stampClientAddress(req);
  if (await handleApiRequest(req, res)) return;
  handle(req, res);
});

// Next 16 leaves upgrades to the custom server: the relay takes /api/socket. In production
// nothing else may upgrade; in development Next's own listener serves hot reload.
const socketUrl =
  process.env.SOCKET_URL ??
  `${new URL(process.env.API_BASE_URL ?? "http://127.0.0.1:4000").origin.replace(/^http/, "ws")}/socket`;
attachSocketRelay(server, {
  socketUrl,
  panelOrigin: process.env.PANEL_ORIGIN,
  otherUpgrades: dev ? "ignore" : "destroy",
});

server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  const reason = error.code === "EADDRINUSE" ? `port ${port} is already in use (set PORT)` : error.message;
  console.error(`panel: cannot listen on ${hostname}:${port}: ${reason}`);
  process.exit(1);
});

server.listen(port, hostname, () => {
  console.log(`panel ready on http://localhost:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeAllConnections?.();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
