// Pattern sends (one-time codes) under load, with the figures the pattern issue asks for:
// 1. 10,000 pattern sends to distinct numbers, 20 at a time, as an application makes them: sends
//    per second and request-to-accepted p50/p99 (targets on PGlite: p50 under 25 ms, at least 200
//    sends/s), then how long until the simulated operator delivered every one;
// 2. 100 pattern sends made while a 1,000,000-recipient send is being delivered: accepted-to-
//    delivered p50/p99 (targets: p50 under 1 s, p99 under 3 s).
// For scale it first times a call that is only the session check, at the same concurrency. Calls
// go through a lean kept-alive client (support/lean-client.ts), as an application's would.
// Delivery is read as the panel reads it, from the account's live socket: a send's `send.progress`
// with state 6 (sent) and its recipient at «رسیده به گوشی». Run with `npm run bench:pattern`: on
// PGlite in a temporary folder, then on PostgreSQL too when DATABASE_URL is set (its tables are
// used as they are; give it a database of its own).
import WebSocket from "ws";
import { leanRequest } from "./support/lean-client";
import { signedInAccount, startBenchUpstream, type BenchUpstream } from "./support/processes";

const SENDS = Number(process.env.BENCH_PATTERN_SENDS ?? 10_000);
const PARALLEL = Number(process.env.BENCH_PATTERN_PARALLEL ?? 20);
const BULK = Number(process.env.BENCH_PATTERN_BULK ?? 1_000_000);
const CODES_DURING_BULK = Number(process.env.BENCH_PATTERN_DURING_BULK ?? 100);
/** The codes during the bulk come as an application's sign-ins do: a few a second, not all at once. */
const CODE_EVERY_MS = 100;
const WARM_UP = 100;
const ALONE = 300;
const SHARED_LINE = "+9810001000";
/** The provider's systemic «کد تأیید» pattern (seeded): `%code%`, an integer of up to 8 digits. */
const VERIFY_CODE = "sysverifycode";

/** When each send of the account was told delivered (state 6, its recipient at the handset), by id. */
function deliveriesOf(
  upstream: BenchUpstream,
  token: string,
): Promise<{ delivered: Map<number, number>; close(): void }> {
  const delivered = new Map<number, number>();
  const socket = new WebSocket(`${upstream.url.replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`, {
    perMessageDeflate: false,
  });
  socket.on("message", (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as {
      event?: string;
      data?: { id: number; state_id: number; statuses: number[] };
    };
    if (event.event !== "send.progress" || !event.data) return;
    if (event.data.state_id === 6 && event.data.statuses[2]! > 0) delivered.set(event.data.id, performance.now());
  });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ delivered, close: () => socket.close() }));
    socket.once("error", reject);
  });
}

let numberSeed = 0;
/** Distinct mobiles across the operators, E.164. */
function nextMobile(): string {
  const prefixes = ["912", "935", "921", "901", "990"];
  const i = numberSeed++;
  return `+98${prefixes[i % prefixes.length]}${String(1_000_000 + i).padStart(7, "0")}`;
}

async function sendCode(upstream: BenchUpstream, token: string): Promise<{ id: number; ms: number; at: number }> {
  const started = performance.now();
  const { status, text } = await leanRequest(`${upstream.url}/v1/api/send`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify({
      sending_type: "pattern",
      from_number: SHARED_LINE,
      code: VERIFY_CODE,
      recipients: [nextMobile()],
      params: { code: String(100_000 + Math.floor(Math.random() * 900_000)) },
    }),
  });
  const at = performance.now();
  if (status !== 200) throw new Error(`a pattern send answered ${status}: ${text.slice(0, 300)}`);
  const id = (JSON.parse(text) as { data: { message_outbox_ids: number[] } }).data.message_outbox_ids[0]!;
  return { id, ms: at - started, at };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const verdict = (met: boolean, target: string) => `${met ? "met" : "MISSED"} (target ${target})`;

async function untilDelivered(delivered: Map<number, number>, ids: number[], timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (ids.some((id) => !delivered.has(id))) {
    if (performance.now() > deadline) {
      const missing = ids.filter((id) => !delivered.has(id)).length;
      throw new Error(`${missing} of ${ids.length} sends were not delivered in ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** For scale: a call that does nothing but the session check every call makes, 20 at a time. */
async function sessionCheckAlone(upstream: BenchUpstream, token: string, label: string) {
  const calls = 2000;
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < calls) {
        next++;
        const t = performance.now();
        const answer = await leanRequest(`${upstream.url}/v1/api/send/banks/genders`, {
          headers: { authorization: token },
        });
        if (answer.status !== 200) throw new Error(`the session check answered ${answer.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const perSecond = calls / ((performance.now() - started) / 1000);
  times.sort((a, b) => a - b);
  console.log(
    `0. [${label}] for scale, a call that is only the session check (GET send/banks/genders), ${PARALLEL} at a time: ` +
      `${perSecond.toFixed(0)} calls/s, p50 ${quantile(times, 0.5).toFixed(1)} ms`,
  );
}

async function manyCodes(upstream: BenchUpstream, token: string, label: string) {
  const socket = await deliveriesOf(upstream, token);
  try {
    for (let i = 0; i < WARM_UP; i++) await sendCode(upstream, token);
    // One at a time first: what one code costs when nothing waits before it.
    const alone: number[] = [];
    for (let i = 0; i < ALONE; i++) alone.push((await sendCode(upstream, token)).ms);
    alone.sort((a, b) => a - b);
    const answers: { id: number; ms: number; at: number }[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < SENDS) {
          next++;
          answers.push(await sendCode(upstream, token));
        }
      }),
    );
    const wall = performance.now() - started;
    const perSecond = SENDS / (wall / 1000);
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const p50 = quantile(times, 0.5);
    const p99 = quantile(times, 0.99);
    const ids = answers.map((a) => a.id);
    await untilDelivered(socket.delivered, ids, 10 * 60_000);
    const lastDelivered = Math.max(...ids.map((id) => socket.delivered.get(id)!));
    const latencies = answers.map((a) => socket.delivered.get(a.id)! - a.at).sort((a, b) => a - b);
    console.log(
      `1. [${label}] ${SENDS.toLocaleString("en")} pattern sends, ${PARALLEL} at a time: ${perSecond.toFixed(0)} sends/s ${verdict(perSecond >= 200, "≥ 200/s on PGlite")}; ` +
        `request to accepted p50 ${p50.toFixed(1)} ms ${verdict(p50 < 25, "< 25 ms on PGlite")}, p99 ${p99.toFixed(1)} ms`,
    );
    console.log(
      `   one at a time (${ALONE} sends): request to accepted p50 ${quantile(alone, 0.5).toFixed(1)} ms, p99 ${quantile(alone, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `   all delivered ${((lastDelivered - started) / 1000).toFixed(1)} s after the first request (${((lastDelivered - started - wall) / 1000).toFixed(1)} s after the last answer); ` +
        `accepted to delivered p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms`,
    );
  } finally {
    socket.close();
  }
}

/** A CSV of `rows` distinct mobiles, none of them a number the codes go to. */
function bulkCsv(rows: number): Uint8Array {
  const lines = new Array<string>(rows + 1);
  lines[0] = "mobile";
  const prefixes = ["912", "935", "921", "901"];
  for (let i = 0; i < rows; i++) lines[i + 1] = `0${prefixes[i % 4]}${String(5_000_000 + (i >> 2)).padStart(7, "0")}`;
  return new TextEncoder().encode(lines.join("\n"));
}

async function codesDuringBulk(upstream: BenchUpstream, token: string, label: string) {
  const form = new FormData();
  form.append("sending_type", "file");
  form.append("from_number", SHARED_LINE);
  form.append("message", "جشنوارهٔ پاییزه: ۲۰٪ تخفیف همهٔ کالاها تا پایان هفته");
  form.append("files[]", new Blob([bulkCsv(BULK) as BlobPart]), "bulk.csv");
  const socket = await deliveriesOf(upstream, token);
  const bulkProgress: { at: number; handset: number; handed: number }[] = [];
  let bulkId = 0;
  const watch = new WebSocket(`${upstream.url.replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`);
  watch.on("message", (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as { event?: string; data?: { id: number; statuses: number[] } };
    if (event.event === "send.progress" && event.data?.id === bulkId) {
      const s = event.data.statuses;
      bulkProgress.push({ at: performance.now(), handset: s[2]!, handed: s.reduce((a, b) => a + b, 0) });
    }
  });
  try {
    const acceptStarted = performance.now();
    const res = await fetch(`${upstream.url}/v1/api/send`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    if (!res.ok) throw new Error(`the bulk send answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    bulkId = ((await res.json()) as { data: { message_outbox_ids: number[] } }).data.message_outbox_ids[0]!;
    console.log(
      `2. [${label}] a ${BULK.toLocaleString("en")}-recipient file send accepted in ${((performance.now() - acceptStarted) / 1000).toFixed(1)} s (send ${bulkId})`,
    );
    // Codes start once the operator is busy with it.
    while (!bulkProgress.some((p) => p.handset > 0)) await new Promise((r) => setTimeout(r, 50));

    const answers: { id: number; at: number }[] = [];
    const sent: Promise<void>[] = [];
    for (let i = 0; i < CODES_DURING_BULK; i++) {
      sent.push(sendCode(upstream, token).then((a) => void answers.push(a)));
      await new Promise((r) => setTimeout(r, CODE_EVERY_MS));
    }
    await Promise.all(sent);
    const ids = answers.map((a) => a.id);
    await untilDelivered(socket.delivered, ids, 60_000);
    const latencies = answers.map((a) => socket.delivered.get(a.id)! - a.at).sort((a, b) => a - b);
    const during = bulkProgress.filter((p) => p.at <= Math.max(...ids.map((id) => socket.delivered.get(id)!)));
    const last = during[during.length - 1]!;
    const p50 = quantile(latencies, 0.5);
    const p99 = quantile(latencies, 0.99);
    console.log(
      `   ${CODES_DURING_BULK} pattern sends while it was delivered (${last.handset.toLocaleString("en")} of its recipients at the handset, ` +
        `${last.handed.toLocaleString("en")} handed over when the last code arrived): accepted to delivered p50 ${p50.toFixed(0)} ms ${verdict(p50 < 1000, "< 1 s")}, ` +
        `p99 ${p99.toFixed(0)} ms ${verdict(p99 < 3000, "< 3 s")}, max ${latencies[latencies.length - 1]!.toFixed(0)} ms`,
    );
    // Leave no million-recipient send running behind the next run's database.
    await fetch(`${upstream.url}/v1/api/send/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify({ message_outbox_id: bulkId }),
    });
  } finally {
    socket.close();
    watch.close();
  }
}

async function run(label: string, databaseUrl: string | undefined) {
  const upstream = await startBenchUpstream("bench-pattern-", databaseUrl);
  try {
    const account = await signedInAccount(upstream, 10_000_000_000);
    await sessionCheckAlone(upstream, account.token, label);
    await manyCodes(upstream, account.token, label);
    await codesDuringBulk(upstream, account.token, label);
  } finally {
    await upstream.stop();
  }
}

async function main() {
  await run("PGlite", undefined);
  if (process.env.DATABASE_URL) await run("PostgreSQL", process.env.DATABASE_URL);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
