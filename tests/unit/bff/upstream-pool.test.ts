/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { stopWaiting } from "@/lib/bff/stop-waiting";
import { readAll, requestUpstream } from "@/lib/bff/upstream-client.mjs";

const BURST = 150;

let server: http.Server;
let connections = 0;
let closed = 0;
let held: http.ServerResponse[] = [];

beforeAll(async () => {
  // Each burst's answers wait until the whole burst has arrived, so every call needs a connection of its own.
  server = http.createServer((request, response) => {
    if (request.url?.endsWith("/slow")) {
      setTimeout(() => response.end("{}"), 200);
      return;
    }
    held.push(response);
    if (held.length < BURST) return;
    for (const waiting of held) waiting.end(JSON.stringify({ data: null, meta: { status: true } }));
    held = [];
  });
  server.keepAliveTimeout = 65_000;
  server.on("connection", (socket) => {
    connections += 1;
    socket.on("close", () => (closed += 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const burst = () =>
  Promise.all(Array.from({ length: BURST }, () => requestUpstream("/v1/api/payment/credit/mine").then(readAll)));

describe("the panel's connections to the upstream", () => {
  it("keeps every connection of a burst for the next one, so a busy upstream is not asked to accept them again", async () => {
    await burst();
    expect(connections).toBe(BURST);
    // The answers are read; the connections go back to the pool once their sockets are free.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await burst();
    expect(connections).toBe(BURST);
  });

  it("keeps the connection of a read a page stopped waiting for, once its answer has come", async () => {
    await expect(
      stopWaiting(requestUpstream("/v1/api/slow").then(readAll), AbortSignal.timeout(50)),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(0);
  });
});
