// Sign-in cost: `POST acl/auth/login` with the right password, over HTTP against a started
// reference upstream (PGlite in a temporary folder), so the figure holds everything a user waits
// for: the throttle's bookkeeping, the password hash and the new session token.
// 1. p50/p95 of sequential sign-ins of one account;
// 2. sign-ins per second with 8 clients at once, and how long a cheap call (login_setting) waits
//    meanwhile: hashing that blocked the event loop would show here.
// Run with `npm run bench:sign-in`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "../upstream/auth/password-hash";
import { freePort } from "../tests/e2e/support/panel-process";
import { postDev, postJson, startUpstream, stop, type BenchUpstream } from "./support/processes";

const CALLS = Number(process.env.BENCH_SIGN_IN_CALLS ?? 100);
const PARALLEL = 8;
const PARALLEL_CALLS = Number(process.env.BENCH_SIGN_IN_PARALLEL_CALLS ?? 80);
const WARMUP = 5;
const TARGET_P50_MS = 250;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function signIn(upstream: BenchUpstream, username: string, password: string): Promise<number> {
  const started = performance.now();
  const answer = await postJson<{ data: { method: string } }>(`${upstream.url}/v1/api/acl/auth/login`, {
    username,
    password,
  });
  if (answer.data.method !== "login") throw new Error(`sign-in answered method ${answer.data.method}`);
  return performance.now() - started;
}

async function sequential(upstream: BenchUpstream, username: string, password: string) {
  const times: number[] = [];
  for (let i = 0; i < CALLS + WARMUP; i++) {
    const ms = await signIn(upstream, username, password);
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function parallel(upstream: BenchUpstream, accounts: { username: string; password: string }[]) {
  let next = 0;
  let stopProbe = false;
  const probes: number[] = [];
  const probe = (async () => {
    while (!stopProbe) {
      const started = performance.now();
      await fetch(`${upstream.url}/v1/api/acl/auth/login_setting`).then((r) => r.arrayBuffer());
      probes.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const started = performance.now();
  await Promise.all(
    accounts.map(async (account) => {
      while (next < PARALLEL_CALLS) {
        next++;
        await signIn(upstream, account.username, account.password);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  stopProbe = true;
  await probe;
  probes.sort((a, b) => a - b);
  return { perSecond: PARALLEL_CALLS / seconds, probeP50: percentile(probes, 0.5), probeP95: percentile(probes, 0.95) };
}

async function main() {
  process.env.BANK_SIZE ??= "0";
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sign-in-"));
  const upstream = await startUpstream(await freePort(), dataDir);
  try {
    const scheme = (await hashPassword("bench")).split("$").slice(0, -2).join("$");
    const accounts = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        postDev<{ data: { username: string; password: string } }>(upstream, "/accounts", {}).then((a) => a.data),
      ),
    );
    const first = accounts[0]!;
    const one = await sequential(upstream, first.username, first.password);
    console.log(`password hash: ${scheme}`);
    console.log(
      `1. sign-in with the right password, ${CALLS} sequential calls: p50 ${one.p50.toFixed(1)} ms, p95 ${one.p95.toFixed(1)} ms; ` +
        `${(one.p50 / TARGET_P50_MS).toFixed(2)}× target (${one.p50 < TARGET_P50_MS ? "met" : "MISSED"}, target ${TARGET_P50_MS} ms)`,
    );
    const many = await parallel(upstream, accounts);
    console.log(
      `2. ${PARALLEL} clients at once, ${PARALLEL_CALLS} sign-ins: ${many.perSecond.toFixed(1)} per second; ` +
        `login_setting meanwhile p50 ${many.probeP50.toFixed(1)} ms, p95 ${many.probeP95.toFixed(1)} ms`,
    );
  } finally {
    await stop(upstream.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
