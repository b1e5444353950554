/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sealData } from "iron-session";
import { sessionCookieName } from "@/lib/bff/session-options.mjs";
import WebSocket, { WebSocketServer } from "ws";
import { endLiveSession, liveConnectionCount } from "@/lib/bff/live-sessions.mjs";
import { attachSocketRelay } from "@/lib/bff/socket-relay.mjs";

const SECRET = "relay-test-session-secret-long-enough-0123456789";
const TOKEN = "live-token-of-the-session";

let upstream: WebSocketServer;
let upstreamSockets: WebSocket[];
let upstreamTokens: string[];
/** Pings the upstream received; while `upstreamFrozen`, it answers none (a stopped process). */
let upstreamPings: number;
let upstreamFrozen: boolean;
let panel: Server;
let panelUrl: string;

beforeAll(async () => {
  process.env.SESSION_SECRET = SECRET;
  upstream = new WebSocketServer({
    port: 0,
    host: "127.0.0.1",
    verifyClient: ({ req }, done) => {
      const token = new URL(req.url ?? "/", "http://upstream").searchParams.get("token") ?? "";
      upstreamTokens.push(token);
      done(token === TOKEN || token === `${TOKEN}-2`, 401);
    },
  });
  upstream.on("connection", (socket) => {
    upstreamSockets.push(socket);
    socket.on("message", (data) => {
      if (data.toString() !== "9") return;
      upstreamPings += 1;
      if (!upstreamFrozen) socket.send(JSON.stringify({ type: "pong" }));
    });
  });
  await new Promise((resolve) => upstream.once("listening", resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;

  panel = createServer((_req, res) => res.end("page"));
  attachSocketRelay(panel, { socketUrl: `ws://127.0.0.1:${upstreamPort}/socket` });
  await new Promise<void>((resolve) => panel.listen(0, "127.0.0.1", resolve));
  panelUrl = `ws://127.0.0.1:${(panel.address() as AddressInfo).port}`;
});

beforeEach(() => {
  upstreamSockets = [];
  upstreamTokens = [];
  upstreamPings = 0;
  upstreamFrozen = false;
});

afterAll(async () => {
  for (const client of upstream.clients) client.terminate();
  await new Promise((resolve) => upstream.close(resolve));
  panel.closeAllConnections();
  await new Promise((resolve) => panel.close(resolve));
});

const ownOrigin = () => panelUrl.replace(/^ws/, "http");

async function sessionCookie(
  session: { token?: string; expiresAt?: number } = { token: TOKEN, expiresAt: Date.now() + 3_600_000 },
) {
  return `${sessionCookieName()}=${await sealData(session, { password: SECRET, ttl: 36_000 })}`;
}

interface Opened {
  socket: WebSocket;
  received: string[];
  closed: Promise<number>;
}

/** Connects the way a browser would; resolves when open, rejects with the refusal's status. */
function connect(headers: Record<string, string>, path = "/api/socket"): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${panelUrl}${path}`, { headers, perMessageDeflate: false });
    const received: string[] = [];
    const closed = new Promise<number>((done) => socket.once("close", done));
    socket.on("message", (data) => received.push(data.toString()));
    socket.once("open", () => resolve({ socket, received, closed }));
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
}

const browser = async (headers: Record<string, string> = {}) =>
  connect({ origin: ownOrigin(), cookie: await sessionCookie(), ...headers });

async function until<T>(read: () => T | undefined, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("nothing arrived in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("the live-socket relay", () => {
  it("opens the upstream socket with the session's token and passes frames both ways", async () => {
    const tab = await browser();
    expect(upstreamTokens).toEqual([TOKEN]);

    tab.socket.send("9");
    expect(await until(() => tab.received[0])).toBe('{"type":"pong"}');

    const event = JSON.stringify({ event: "credit.changed", data: { credit: 1200 } });
    upstreamSockets[0]!.send(event);
    expect(await until(() => tab.received[1])).toBe(event);
    expect(tab.received.join("")).not.toContain(TOKEN);
    tab.socket.close();
  });

  it("refuses a browser without a session cookie, with a forged one or with an expired session", async () => {
    await expect(connect({ origin: ownOrigin() })).rejects.toThrow("refused with 401");
    await expect(connect({ origin: ownOrigin(), cookie: `${sessionCookieName()}=Fe26.2**forged` })).rejects.toThrow(
      "refused with 401",
    );
    const expired = await sessionCookie({ token: TOKEN, expiresAt: Date.now() - 1 });
    await expect(connect({ origin: ownOrigin(), cookie: expired })).rejects.toThrow("refused with 401");
    expect(upstreamTokens).toEqual([]);
  });

  it("refuses a page of another origin, and a client that names no origin", async () => {
    const cookie = await sessionCookie();
    await expect(connect({ origin: "https://evil.example", cookie })).rejects.toThrow("refused with 403");
    await expect(connect({ cookie })).rejects.toThrow("refused with 403");
    expect(upstreamTokens).toEqual([]);
  });

  it("refuses the browser when the upstream refuses the token", async () => {
    const revoked = await sessionCookie({ token: "revoked-token", expiresAt: Date.now() + 60_000 });
    await expect(connect({ origin: ownOrigin(), cookie: revoked })).rejects.toThrow("refused with 401");
  });

  it("closes the connection that sends a frame over 64 KB, and nobody else's", async () => {
    const sender = await browser();
    const bystander = await browser();
    sender.socket.send("x".repeat(64 * 1024 + 1));
    expect(await sender.closed).toBe(1009);

    bystander.socket.send("9");
    expect(await until(() => bystander.received[0])).toBe('{"type":"pong"}');
    bystander.socket.close();
  });

  it("carries 50 messages a second and closes the connection that sends more, and nobody else's", async () => {
    const steady = await browser();
    for (let i = 0; i < 50; i += 1) steady.socket.send("9");
    expect(await until(() => (steady.received.length === 50 ? steady.received.length : undefined))).toBe(50);

    const flooder = await browser();
    for (let i = 0; i < 51; i += 1) flooder.socket.send("9");
    expect(await flooder.closed).toBe(1008);

    await new Promise((r) => setTimeout(r, 1000));
    steady.socket.send("9");
    expect(await until(() => steady.received[50])).toBe('{"type":"pong"}');
    steady.socket.close();
  });

  it("closes every connection of a session when the session ends, and leaves other sessions open", async () => {
    const first = await browser();
    const second = await browser();
    const other = await browser({
      cookie: await sessionCookie({ token: `${TOKEN}-2`, expiresAt: Date.now() + 60_000 }),
    });
    const upstreamClosed = upstreamSockets
      .slice(0, 2)
      .map((socket) => new Promise((done) => socket.once("close", done)));

    endLiveSession(TOKEN);
    expect(await first.closed).toBe(4401);
    expect(await second.closed).toBe(4401);
    await Promise.all(upstreamClosed);

    other.socket.send("9");
    expect(await until(() => other.received[0])).toBe('{"type":"pong"}');
    other.socket.close();
    await other.closed;
  });

  it("closes the session's connections when its lifetime is reached", async () => {
    const tab = await browser({ cookie: await sessionCookie({ token: TOKEN, expiresAt: Date.now() + 300 }) });
    expect(await tab.closed).toBe(4401);
  });

  it("tells the browser to reconnect when the upstream socket goes away", async () => {
    const tab = await browser();
    upstreamSockets[0]!.terminate();
    expect(await tab.closed).toBe(1012);
  });

  describe("an upstream that stops answering with its connection still open (a frozen process)", () => {
    // The relay's clocks are faked; the sockets' input and output run as ever.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }));
    afterEach(() => jest.useRealTimers());

    const turns = async (read: () => boolean) => {
      for (let i = 0; i < 10_000 && !read(); i += 1) await new Promise((done) => setImmediate(done));
      if (!read()) throw new Error("nothing happened");
    };
    /** The browser's pings every 5 s for `seconds`, each given time to reach the upstream and its pong to come back. */
    const pingFor = async (tab: Opened, seconds: number) => {
      for (let s = 0; s < seconds; s += 5) {
        const [pings, pongs] = [upstreamPings, tab.received.length];
        tab.socket.send("9");
        await turns(() => upstreamPings > pings && (upstreamFrozen || tab.received.length > pongs));
        jest.advanceTimersByTime(5_000);
      }
    };

    it("closes the browser's socket with 1012 once three pings in 15 s went unanswered, so it shows it and reconnects", async () => {
      const tab = await browser();
      upstreamFrozen = true;
      await pingFor(tab, 15);
      expect(tab.socket.readyState).toBe(WebSocket.OPEN);
      await pingFor(tab, 5);
      expect(await tab.closed).toBe(1012);
    });

    it("keeps a socket whose upstream answers, and one whose browser was quiet before it pinged again", async () => {
      const tab = await browser();
      await pingFor(tab, 25);
      // A browser quiet for 20 s (a tab asleep), under its own idle limit: the upstream's silence
      // counts from a ping it has not answered, not from the last frame it sent.
      jest.advanceTimersByTime(20_000);
      await pingFor(tab, 10);
      expect(tab.received).toHaveLength(7);
      expect(tab.socket.readyState).toBe(WebSocket.OPEN);
      tab.socket.close();
    });
  });

  it("closes the upstream socket when the browser leaves, keeping no connection behind", async () => {
    const tab = await browser();
    const upstreamClosed = new Promise((done) => upstreamSockets[0]!.once("close", done));
    tab.socket.close();
    await upstreamClosed;
    await until(() => (liveConnectionCount() === 0 ? true : undefined));
  });

  it("does not upgrade any other path", async () => {
    await expect(connect({ origin: ownOrigin(), cookie: await sessionCookie() }, "/api/other")).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });
});
