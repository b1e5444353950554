// @ts-check
// The panel's Node server: the BFF's streaming proxy for upstream calls, Next.js for everything
// else, and on the same port the live-socket relay's upgrades.
import { createServer } from "node:http";
import { limitHeapGrowth } from "./lib/bff/heap-growth.mjs";
import { panelEnvProblems, panelSetting } from "./lib/bff/panel-env.mjs";

limitHeapGrowth();

const dev = process.argv.includes("--dev");

// Every setting is checked before anything reads one (so the rest is imported only afterwards):
// a wrong one stops the panel with its name.
// Against a real upstream the panel must know its own public origin: same-origin checks and
// socket upgrades are judged against it, never against what a request says its Host is.
const problems = panelEnvProblems(process.env, { dev });
if (problems.length > 0) {
  console.error(`panel: the configuration is not valid:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
const { default: next } = await import("next");
const { handleApiRequest } = await import("./lib/bff/api-proxy.mjs");
const { stampClientAddress } = await import("./lib/bff/client-address.mjs");
const { attachSocketRelay } = await import("./lib/bff/socket-relay.mjs");

const port = panelSetting("PORT");
const hostname = panelSetting("HOST");

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
  panelSetting("SOCKET_URL") ?? `${new URL(panelSetting("API_BASE_URL")).origin.replace(/^http/, "ws")}/socket`;
attachSocketRelay(server, {
  socketUrl,
  panelOrigin: panelSetting("PANEL_ORIGIN"),
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
