// The live-socket relay under 1000 browsers: one event fanned out to all of them, straight from
// the upstream and through the panel's relay, with delivery times and the relay's memory per
// connection. Needs a build (`npm run build`).
import { sealData } from "iron-session";
import { sessionCookieName } from "../lib/bff/session-options.mjs";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { freePort } from "../tests/e2e/support/panel-process";
import { postDev, signedInAccount, type BenchUpstream, start, startUpstream, stop } from "./support/processes";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SECRET = "bench-session-secret-that-is-long-enough-0123456789";

interface Client {
  socket: WebSocket;
  /** Resolved with the arrival time of the next event. */
  nextEvent: () => Promise<number>;
}

function openClient(url: string, headers: Record<string, string>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    let waiting: ((at: number) => void) | null = null;
    socket.on("message", (data) => {
      const at = performance.now();
      if (data.toString().includes('"event"')) waiting?.(at);
    });
    socket.once("open", () =>
      resolve({
        socket,
        nextEvent: () => new Promise<number>((done) => (waiting = done)),
      }),
    );
    socket.once("unexpected-response", (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

async function openClients(url: string, headers: Record<string, string>): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = Array.from({ length: Math.min(50, CLIENTS - i) }, () => openClient(url, headers));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Fans one credit event out ROUNDS times; every client's delivery time from the change's request. */
async function fanOut(clients: Client[], upstream: BenchUpstream, username: string): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const arrivals = clients.map((client) => client.nextEvent());
    const sent = performance.now();
    await postDev(upstream, "/credit", { username, amount: 1 });
    for (const at of await Promise.all(arrivals)) times.push(at - sent);
  }
  return times.sort((a, b) => a - b);
}

async function closeAll(clients: Client[]) {
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((done) => {
          client.socket.once("close", () => done());
          client.socket.close();
        }),
    ),
  );
}

function residentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D+/g, ""));
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-socket-"));
const children: ChildProcess[] = [];
try {
  const upstream = await startUpstream(await freePort(), dataDir);
  children.push(upstream.child);
  const account = await signedInAccount(upstream, 1_000_000);
  const socketUrl = `${upstream.url.replace(/^http/, "ws")}/socket`;

  const panelPort = await freePort();
  const panel = await start(
    ["server.mjs"],
    // One session stands for every browser here, so its cap on live sockets is lifted.
    {
      PORT: String(panelPort),
      HOST: "127.0.0.1",
      API_BASE_URL: upstream.url,
      SOCKET_URL: socketUrl,
      PANEL_ORIGIN: `http://127.0.0.1:${panelPort}`,
      BFF_MAX_SOCKETS_PER_SESSION: "100000",
      SESSION_SECRET: SECRET,
      NODE_ENV: "production",
    },
    /panel ready/,
  );
  children.push(panel.child);
  const cookie = `${sessionCookieName()}=${await sealData(
    {
      token: account.token,
      expiresAt: Date.now() + 3_600_000,
      user: { user_name: account.username, name: null, user_id: account.userId },
    },
    { password: SECRET, ttl: 36_000 },
  )}`;
  const relayUrl = `ws://127.0.0.1:${panelPort}/api/socket`;
  const browserHeaders = { cookie, origin: `http://127.0.0.1:${panelPort}` };

  // The relay's memory is read around its first 1000 connections, before anything it allocated
  // could be reused: an upper bound (it includes compiling the relay's code). They also warm
  // both paths (JIT, the session cache, the upstream's queries) for the timings.
  await settle(1000);
  const before = residentKb(panel.child.pid!);
  const warm = await openClients(relayUrl, browserHeaders);
  await settle(2000);
  const after = residentKb(panel.child.pid!);
  await fanOut(warm, upstream, account.username);
  await closeAll(warm);
  await settle(2000);

  console.log(`${CLIENTS} clients, ${ROUNDS} events each, delivery time from the change's request to each client`);

  const direct = await openClients(`${socketUrl}?token=${encodeURIComponent(account.token)}`, {});
  const directTimes = await fanOut(direct, upstream, account.username);
  await closeAll(direct);
  await settle(1000);

  const relayed = await openClients(relayUrl, browserHeaders);
  const relayTimes = await fanOut(relayed, upstream, account.username);
  await closeAll(relayed);

  const row = (name: string, t: number[]) =>
    `  ${name.padEnd(14)} p50 ${ms(percentile(t, 50))}   p99 ${ms(percentile(t, 99))}   max ${ms(t[t.length - 1]!)}`;
  console.log(row("upstream only", directTimes));
  console.log(row("via relay", relayTimes));
  console.log(
    `  relay adds     p50 ${ms(percentile(relayTimes, 50) - percentile(directTimes, 50))}   p99 ${ms(percentile(relayTimes, 99) - percentile(directTimes, 99))}`,
  );
  const perConnection = (after - before) / CLIENTS;
  console.log(
    `  relay memory   ${perConnection.toFixed(1)} KB per connection (resident ${before} KB → ${after} KB with ${CLIENTS} open)`,
  );
  console.log(
    `  targets        p99 under 200 ms: ${percentile(relayTimes, 99) < 200 ? "met" : "missed"};  under 50 KB per connection: ${perConnection < 50 ? "met" : "missed"}`,
  );
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
