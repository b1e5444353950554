// The panel's Node server: Next.js and, on the same port, the live-socket relay's upgrades.
import { createServer } from "node:http";
import next from "next";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => handle(req, res));

// Next 16 leaves upgrades to the custom server. In production nothing else may upgrade; in
// development Next's own listener serves hot reload on the other paths.
if (!dev) {
  server.on("upgrade", (_req, socket) => socket.destroy());
}

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
