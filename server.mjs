// The panel's Node server: Next.js and, on the same port, the live-socket relay's upgrades.
import { createServer } from "node:http";
import next from "next";
import { toUpstreamPath } from "./lib/bff/upstream-path.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const NOT_A_CLEAN_PATH = JSON.stringify({
  data: null,
  meta: { status: false, message: "مسیر درخواست معتبر نیست.", message_parameters: [], message_code: "404-1" },
});

/**
 * Upstream calls are checked on the path exactly as it arrived: Next would resolve `./`, `../`
 * and some encodings before the route sees them, hiding an attempt to step outside /v1/api/.
 */
function refusesRawApiPath(url) {
  const path = url.split("?")[0] ?? "";
  return /^\/api\/v1\//i.test(path) && toUpstreamPath(path) === null;
}

const server = createServer((req, res) => {
  if (refusesRawApiPath(req.url ?? "")) {
    res.writeHead(404, { "content-type": "application/json", "cache-control": "no-store", "x-content-type-options": "nosniff" });
    res.end(NOT_A_CLEAN_PATH);
    return;
  }
  handle(req, res);
});

// Next 16 leaves upgrades to the custom server. In production nothing else may upgrade; in
// development Next's own listener serves hot reload on the other paths.
if (!dev) {
  server.on("upgrade", (_req, socket) => socket.destroy());
}

server.on("error", (error) => {
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
