// Throughput and latency of one authorised GET, straight to the upstream and through the BFF.
// Prints both at 10 and 100 connections and the ratios. Needs a build (`npm run build`).
import autocannon from "autocannon";
import { sealData } from "iron-session";
import { sessionCookieName } from "../lib/bff/session-options.mjs";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ECHO_TOKEN, EchoUpstream } from "../tests/e2e/support/echo-upstream";
import { freePort } from "../tests/e2e/support/panel-process";
import { signedInAccount, start, startUpstream, stop } from "./support/processes";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = "bench-session-secret-that-is-long-enough-0123456789";
const PATH = "/v1/api/payment/credit/mine";

function measure(url: string, headers: Record<string, string>, connections: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, headers, connections, duration: DURATION, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function row(name: string, r: autocannon.Result) {
  return `  ${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;
}

async function compare(
  title: string,
  direct: string,
  directHeaders: Record<string, string>,
  viaBff: string,
  cookie: string,
) {
  // Warm both paths (JIT, connection pools, Next's route compilation).
  await measure(direct, directHeaders, 10);
  await measure(viaBff, { cookie }, 10);
  console.log(`\n${title}`);
  for (const connections of [10, 100]) {
    const a = await measure(direct, directHeaders, connections);
    const b = await measure(viaBff, { cookie }, connections);
    if (a.non2xx || b.non2xx) throw new Error(`non-2xx answers: direct ${a.non2xx}, BFF ${b.non2xx}`);
    console.log(`${connections} connections`);
    console.log(row("direct", a));
    console.log(row("via BFF", b));
    console.log(
      `  throughput kept: ${((b.requests.average / a.requests.average) * 100).toFixed(1)}%   added p50: ${b.latency.p50 - a.latency.p50} ms   added p99: ${b.latency.p99 - a.latency.p99} ms`,
    );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-proxy-"));
const children: ChildProcess[] = [];
try {
  const upstreamPort = await freePort();
  const upstream = await startUpstream(upstreamPort, dataDir);
  children.push(upstream.child);
  const upstreamUrl = upstream.url;
  const account = await signedInAccount(upstream, 1_000_000);
  const token = account.token;

  const panelPort = await freePort();
  // One session stands for many browsers here, so its cap on calls in flight is lifted.
  const panel = await start(
    ["server.mjs"],
    {
      PORT: String(panelPort),
      HOST: "127.0.0.1",
      API_BASE_URL: upstreamUrl,
      PANEL_ORIGIN: `http://127.0.0.1:${panelPort}`,
      BFF_MAX_CALLS_PER_SESSION: "1000",
      SESSION_SECRET: SECRET,
      NODE_ENV: "production",
    },
    /panel ready/,
  );
  children.push(panel.child);
  const cookie = `${sessionCookieName()}=${await sealData({ token, expiresAt: Date.now() + 3_600_000, user: { user_name: account.username, name: null, user_id: account.userId } }, { password: SECRET, ttl: 36_000 })}`;

  console.log(`GET ${PATH}, ${DURATION} s per run`);
  await compare(
    "The reference upstream, straight and through the BFF:",
    `${upstreamUrl}${PATH}`,
    { authorization: token },
    `http://127.0.0.1:${panelPort}/api${PATH}`,
    cookie,
  );

  // The BFF's own cost, in front of an upstream that answers instantly.
  const echo = new EchoUpstream();
  const echoUrl = await echo.start();
  const echoPanelPort = await freePort();
  const echoPanel = await start(
    ["server.mjs"],
    {
      PORT: String(echoPanelPort),
      HOST: "127.0.0.1",
      API_BASE_URL: echoUrl,
      PANEL_ORIGIN: `http://127.0.0.1:${echoPanelPort}`,
      BFF_MAX_CALLS_PER_SESSION: "1000",
      SESSION_SECRET: SECRET,
      NODE_ENV: "production",
    },
    /panel ready/,
  );
  children.push(echoPanel.child);
  const echoCookie = `${sessionCookieName()}=${await sealData({ token: ECHO_TOKEN, expiresAt: Date.now() + 3_600_000, user: { user_name: "echo", name: null, user_id: 1 } }, { password: SECRET, ttl: 36_000 })}`;
  echo.recording = false;
  await compare(
    "An upstream that answers at once, straight and through the BFF:",
    `${echoUrl}${PATH}`,
    { authorization: ECHO_TOKEN },
    `http://127.0.0.1:${echoPanelPort}/api${PATH}`,
    echoCookie,
  );
  await stop(children.pop()!);
  await echo.stop();
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
