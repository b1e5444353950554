// Calls made with an API key, as an application makes them, with the log of API calls on and off
// (the target: the log costs under 10% of throughput). Two upstreams on PGlite run side by
// side, one with UPSTREAM_API_CALL_LOG=0; each gets CALLS calls with a key, PARALLEL at a time,
// a third each of GET payment/credit/mine, POST send/calculate-price and a webservice send, in
// alternating rounds so neither has the machine's quieter minutes to itself. The log's cost is the
// median of the rounds' paired ratios (one round of each, back to back), which a slow minute moves
// less than the totals. Then it checks the log holds every call of the first and none of the second.
// Then the log is read as the panel reads it with a million rows of one key over 29 days
// (development route `api-calls/fill`): the first page, pages deep by cursor, and each filter.
// Run with `npm run bench:api` (BENCH_API_CALLS, BENCH_API_PARALLEL, BENCH_API_ROUNDS,
// BENCH_API_LOG_ROWS to change).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/e2e/support/panel-process";
import { postDev, postJson, start, stop, type BenchUpstream } from "./support/processes";

const CALLS = Number(process.env.BENCH_API_CALLS ?? 20_000);
const PARALLEL = Number(process.env.BENCH_API_PARALLEL ?? 50);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 10);
const LOG_ROWS = Number(process.env.BENCH_API_LOG_ROWS ?? 1_000_000);
const WARM_UP = 300;
const SHARED_LINE = "+9810001000";

interface Upstream extends BenchUpstream {
  label: string;
  key: string;
  keyId: number;
  token: string;
  times: number[];
  wallMs: number;
  /** Calls a second of each timed round. */
  rounds: number[];
  stop(): Promise<void>;
}

async function startUpstream(label: string, log: boolean): Promise<Upstream> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
  const { child, match } = await start(
    ["--import", "tsx", "upstream/main.ts"],
    {
      UPSTREAM_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      UPSTREAM_DEV_ROUTES: "1",
      NODE_ENV: "production",
      BANK_SIZE: "0",
      // The per-key limit (100 a second by default) would measure itself, not the calls.
      UPSTREAM_API_KEY_RATE: "1000000",
      UPSTREAM_API_CALL_LOG: log ? "1" : "0",
    },
    /upstream ready on (http:\/\/\S+)/,
  );
  const base: BenchUpstream = {
    url: match[1]!,
    devSecret: readFileSync(path.join(dataDir, "dev-secret"), "utf8").trim(),
  };
  const { token, keyId, key } = await accountWithKey(base);
  return {
    ...base,
    label,
    key,
    keyId,
    token,
    times: [],
    wallMs: 0,
    rounds: [],
    stop: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throw-away account with credit for every send, signed in, and a key made with the code from its outbox. */
async function accountWithKey(upstream: BenchUpstream): Promise<{ token: string; keyId: number; key: string }> {
  const account = await postDev<{ data: { username: string; password: string; mobile: string } }>(
    upstream,
    "/accounts",
    { credit: 1_000_000_000 },
  );
  const login = await postJson<{ data: { token: string } }>(`${upstream.url}/v1/api/acl/auth/login`, {
    username: account.data.username,
    password: account.data.password,
  });
  const token = login.data.token;
  await postJson(`${upstream.url}/v1/api/acl/api_key/otp`, {}, { authorization: token });
  const outbox = await fetch(`${upstream.url}/__dev/outbox?to=${encodeURIComponent(account.data.mobile)}`, {
    headers: { "x-dev-secret": upstream.devSecret },
  });
  const [latest] = ((await outbox.json()) as { data: { message: string }[] }).data;
  const code = latest?.message.match(/\d{5,6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox: ${latest?.message}`);
  const made = await postJson<{ data: { id: number; key: string } }>(
    `${upstream.url}/v1/api/acl/api_key/create`,
    { title: "بنچمارک", allowed_addresses: [], code },
    { authorization: token },
  );
  return { token, keyId: made.data.id, key: made.data.key };
}

let numberSeed = 0;
function nextMobile(): string {
  const prefixes = ["912", "935", "921", "901"];
  const i = numberSeed++;
  return `+98${prefixes[i % prefixes.length]}${String(2_000_000 + i).padStart(7, "0")}`;
}

/** The i-th call of the mix: credit, price, send, in turn. */
function callOf(i: number): { path: string; init: RequestInit } {
  const post = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  switch (i % 3) {
    case 0:
      return { path: "payment/credit/mine", init: {} };
    case 1:
      return { path: "send/calculate-price", init: post({ number: SHARED_LINE, message: "کد تخفیف شما: ۱۲۳۴" }) };
    default:
      return {
        path: "send",
        init: post({
          sending_type: "webservice",
          from_number: SHARED_LINE,
          message: "سفارش شما ثبت شد.",
          params: { recipients: [nextMobile()] },
        }),
      };
  }
}

async function keyedCall(upstream: Upstream, i: number): Promise<number> {
  const { path: route, init } = callOf(i);
  const started = performance.now();
  const res = await fetch(`${upstream.url}/v1/api/${route}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: upstream.key },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${route} with a key answered ${res.status}: ${text.slice(0, 300)}`);
  return ms;
}

/** `count` calls, PARALLEL at a time, timed into the upstream's figures. */
async function round(upstream: Upstream, count: number, record: boolean): Promise<void> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) {
        const ms = await keyedCall(upstream, next++);
        if (record) upstream.times.push(ms);
      }
    }),
  );
  if (!record) return;
  const wall = performance.now() - started;
  upstream.wallMs += wall;
  upstream.rounds.push(count / (wall / 1000));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function figures(upstream: Upstream) {
  const sorted = [...upstream.times].sort((a, b) => a - b);
  return {
    perSecond: sorted.length / (upstream.wallMs / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

/** How many calls of the key the log holds, once its last batch is written: paged through as the panel pages. */
async function loggedCount(upstream: Upstream): Promise<number> {
  await new Promise((r) => setTimeout(r, 1_000));
  let count = 0;
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ key_id: String(upstream.keyId), per_page: "100" });
    if (cursor) query.set("cursor", cursor);
    const res = await fetch(`${upstream.url}/v1/api/acl/api_key/calls?${query}`, {
      headers: { authorization: upstream.token },
    });
    if (!res.ok) throw new Error(`the call log answered ${res.status}`);
    const page = ((await res.json()) as { data: { calls: unknown[]; next_cursor: string | null } }).data;
    count += page.calls.length;
    cursor = page.next_cursor;
  } while (cursor);
  return count;
}

interface CallPage {
  calls: unknown[];
  next_cursor: string | null;
}

/** One page of the key's log as the panel asks for it, and how long it took. */
async function logPage(upstream: Upstream, query: Record<string, string>): Promise<{ page: CallPage; ms: number }> {
  const search = new URLSearchParams({ key_id: String(upstream.keyId), per_page: "20", ...query });
  const started = performance.now();
  const res = await fetch(`${upstream.url}/v1/api/acl/api_key/calls?${search}`, {
    headers: { authorization: upstream.token },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`the call log answered ${res.status}: ${text.slice(0, 300)}`);
  return { page: (JSON.parse(text) as { data: CallPage }).data, ms };
}

const tehranDay = (daysAgo: number) =>
  new Date(Date.now() + 3.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The log read at a million rows: the median of five reads of each page the panel asks for. */
async function readAtAMillion(upstream: Upstream) {
  const started = performance.now();
  await postDev(upstream, "/api-calls/fill", { key_id: upstream.keyId, count: LOG_ROWS, days: 29 });
  console.log(
    `the log filled with ${LOG_ROWS.toLocaleString("en")} calls of the key over 29 days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const median = async (query: Record<string, string>) => {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < 5; i++) {
      const { page, ms } = await logPage(upstream, query);
      times.push(ms);
      rows = page.calls.length;
    }
    return {
      ms: quantile(
        times.sort((a, b) => a - b),
        0.5,
      ),
      rows,
    };
  };
  const cases: [string, Record<string, string>][] = [
    ["the first page", {}],
    ["5xx only", { status_class: "5xx" }],
    ["path «report»", { path: "report" }],
    ["one day, 15 days back", { from_day: tehranDay(15), to_day: tehranDay(15) }],
    ["4xx, path «send», a week", { status_class: "4xx", path: "send", from_day: tehranDay(10), to_day: tehranDay(3) }],
    ["a path no call has (reads every row)", { path: "no-such-path" }],
  ];
  for (const [label, query] of cases) {
    const { ms, rows } = await median(query);
    console.log(`   ${label}: ${rows} rows in ${ms.toFixed(1)} ms (median of 5)`);
  }
  // Paging on by cursor, as «بعدی» does: every page costs the same however deep.
  const pageTimes: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const { page, ms } = await logPage(upstream, cursor ? { cursor } : {});
    pageTimes.push(ms);
    cursor = page.next_cursor;
  }
  const sorted = [...pageTimes].sort((a, b) => a - b);
  console.log(
    `   200 pages one after another by cursor: p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, the 200th ${pageTimes[199]!.toFixed(1)} ms`,
  );
}

async function main() {
  const logged = await startUpstream("log on", true);
  const unlogged = await startUpstream("log off", false);
  try {
    for (const upstream of [logged, unlogged]) await round(upstream, WARM_UP, false);
    const perRound = Math.ceil(CALLS / ROUNDS);
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate which goes first, so neither always follows the other's log flush.
      const order = r % 2 === 0 ? [logged, unlogged] : [unlogged, logged];
      for (const upstream of order) await round(upstream, perRound, true);
    }
    const on = figures(logged);
    const off = figures(unlogged);
    for (const [upstream, f] of [
      [logged, on],
      [unlogged, off],
    ] as const) {
      console.log(
        `[${upstream.label}] ${upstream.times.length.toLocaleString("en")} calls with a key, ${PARALLEL} at a time: ` +
          `${f.perSecond.toFixed(0)} calls/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
      );
    }
    const paired = logged.rounds.map((rate, i) => rate / unlogged.rounds[i]!).sort((a, b) => a - b);
    const ratio = quantile(paired, 0.5);
    const cost = 1 - ratio;
    console.log(
      `rounds' on/off throughput: ${paired.map((r) => r.toFixed(2)).join(" ")}; ` +
        `totals on/off ${(on.perSecond / off.perSecond).toFixed(3)}, p50 on/off ${(on.p50 / off.p50).toFixed(3)}`,
    );
    console.log(
      `the log costs ${(cost * 100).toFixed(1)}% of throughput (median paired on/off ${ratio.toFixed(3)}): ` +
        `${cost < 0.1 ? "met" : "MISSED"} (target under 10%)`,
    );
    const expected = WARM_UP + perRound * ROUNDS;
    console.log(
      `logged calls: ${(await loggedCount(logged)).toLocaleString("en")} of ${expected.toLocaleString("en")} with the log on; ` +
        `${(await loggedCount(unlogged)).toLocaleString("en")} with it off`,
    );
    await unlogged.stop();
    await readAtAMillion(logged);
  } finally {
    await Promise.all([logged.stop(), unlogged.stop()]);
  }
}

await main();
