// Code readers (advanced reader) at their size, with the figures the issue asks for:
// 1. a 1,000,000-code CSV (a product and a serial per code) uploaded as a new reader: the time from
//    the request to the reader answered, and the file's report;
// 2. 10,000 SMS to the reader's line through /__dev/incoming (60% codes used for the first time,
//    20% codes used before, 20% wrong codes), one at a time: arrival to answer queued (the dev
//    route stores the SMS, the reader looks its code up, records it and queues the answer as a
//    send), p50 and p99 (target on PGlite: p50 under 20 ms), beside a call that only stores an SMS
//    on a line without a reader, for scale.
// Run with `npm run bench:secretary`: on PGlite in a temporary folder, then on PostgreSQL too when
// DATABASE_URL is set (its tables are used as they are; give it a database of its own).
import { postDev, signedInAccount, startBenchUpstream, type BenchUpstream } from "./support/processes";

const CODES = Number(process.env.BENCH_SECRETARY_CODES ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_SECRETARY_MESSAGES ?? 10_000);
const WARM_UP = 100;
const SCALE = 1_000;
const READERS = "/v1/api/phonebooks/advanced-services/advanced-reader";

const codeOf = (i: number) => `PRD-${String(i).padStart(7, "0")}`;

function codesCsv(rows: number): Uint8Array {
  const lines = new Array<string>(rows + 1);
  lines[0] = "code,product,serial";
  for (let i = 0; i < rows; i++) lines[i + 1] = `${codeOf(i)},کالای ${i % 50},S${1_405_000_000 + i}`;
  return new TextEncoder().encode(lines.join("\n"));
}

let mobileSeed = 0;
const nextMobile = () => `0912${String(1_000_000 + mobileSeed++).padStart(7, "0")}`;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const verdict = (met: boolean, target: string) => `${met ? "met" : "MISSED"} (target ${target})`;

interface Incoming {
  data: { secretary: { kind: string; answer_state: string } | null };
}

/** One SMS handed over as the operator would: the time to its answer queued, and what took it. */
async function arrive(upstream: BenchUpstream, line: string, text: string) {
  const started = performance.now();
  const answer = await postDev<Incoming>(upstream, "/incoming", { from: nextMobile(), to: line, message: text });
  return { ms: performance.now() - started, taken: answer.data.secretary };
}

async function run(label: string, databaseUrl: string | undefined) {
  const upstream = await startBenchUpstream("bench-secretary-", databaseUrl);
  try {
    const account = await signedInAccount(upstream, 100_000_000_000);
    const line = (
      await postDev<{ data: { number: string } }>(upstream, "/dedicated-line", { username: account.username })
    ).data.number;
    const other = await signedInAccount(upstream, 0);
    const quietLine = (
      await postDev<{ data: { number: string } }>(upstream, "/dedicated-line", { username: other.username })
    ).data.number;

    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "اصالت کالا",
      receiver_number: line,
      sender_number: line,
      correct_answer: "%product% با سریال %serial% اصل است",
      repeated_answer: "کد %code% پیش‌تر در %used_at% به کار رفته است",
      wrong_answer: "کد %code% در فهرست ما نیست",
    }))
      form.append(key, value);
    const csv = codesCsv(CODES);
    form.append("file", new Blob([csv as BlobPart]), "codes.csv");
    const uploadStarted = performance.now();
    const res = await fetch(`${upstream.url}${READERS}`, {
      method: "POST",
      headers: { authorization: account.token },
      body: form,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`the reader answered ${res.status}: ${text.slice(0, 300)}`);
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    const { import: report } = (JSON.parse(text) as { data: { import: Record<string, number> } }).data;
    console.log(
      `1. [${label}] ${CODES.toLocaleString("en")} codes (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV) uploaded as a reader in ${uploadSeconds.toFixed(1)} s ` +
        `(${Math.round(CODES / uploadSeconds).toLocaleString("en")} codes/s); report ${JSON.stringify(report)}`,
    );

    // For scale: an SMS stored on a line that has no reader nor secretary.
    for (let i = 0; i < WARM_UP; i++) await arrive(upstream, quietLine, "سلام");
    const quiet: number[] = [];
    for (let i = 0; i < SCALE; i++) quiet.push((await arrive(upstream, quietLine, codeOf(i))).ms);
    quiet.sort((a, b) => a - b);

    // Codes used first in order from the middle of the file, repeats of those, and wrong codes, shuffled.
    let fresh = Math.floor(CODES / 2);
    const used: string[] = [];
    const plan: ("correct" | "repeated" | "wrong")[] = [];
    for (let i = 0; i < MESSAGES; i++) plan.push(i % 5 < 3 ? "correct" : i % 5 === 3 ? "repeated" : "wrong");
    for (let i = 0; i < WARM_UP; i++) used.push(codeOf(fresh++));
    for (const code of used) await arrive(upstream, line, code);
    const times: Record<string, number[]> = { correct: [], repeated: [], wrong: [] };
    const all: number[] = [];
    let mismatched = 0;
    const started = performance.now();
    for (const kind of plan) {
      const text =
        kind === "correct"
          ? codeOf(fresh++ % CODES)
          : kind === "repeated"
            ? used[Math.floor(Math.random() * used.length)]!
            : `XYZ-${Math.floor(Math.random() * 1e9)}`;
      if (kind === "correct") used.push(text);
      const { ms, taken } = await arrive(upstream, line, text);
      if (taken?.kind !== kind || taken.answer_state !== "sent") mismatched++;
      times[kind]!.push(ms);
      all.push(ms);
    }
    const wall = (performance.now() - started) / 1000;
    all.sort((a, b) => a - b);
    const p50 = quantile(all, 0.5);
    console.log(
      `2. [${label}] ${MESSAGES.toLocaleString("en")} SMS to the reader's line, one at a time (${(MESSAGES / wall).toFixed(0)} SMS/s): ` +
        `arrival to answer queued p50 ${p50.toFixed(1)} ms ${verdict(p50 < 20, "< 20 ms on PGlite")}, p99 ${quantile(all, 0.99).toFixed(1)} ms` +
        (mismatched > 0 ? `; ${mismatched} SMS were not taken as planned` : ""),
    );
    for (const [kind, list] of Object.entries(times)) {
      list.sort((a, b) => a - b);
      console.log(
        `   ${kind}: ${list.length.toLocaleString("en")} SMS, p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${quantile(list, 0.99).toFixed(1)} ms`,
      );
    }
    console.log(
      `   for scale, an SMS stored on a line without a reader (${SCALE.toLocaleString("en")} SMS): p50 ${quantile(quiet, 0.5).toFixed(1)} ms, p99 ${quantile(quiet, 0.99).toFixed(1)} ms ` +
        `(the reader and its answer's send add ${(p50 - quantile(quiet, 0.5)).toFixed(1)} ms at p50)`,
    );
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
