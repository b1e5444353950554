// Exports of a large phonebook, as file management's issue asks: the direct file (`delivery=direct`)
// against the same file written in the background (asked → 202 → ready), and how long an ordinary
// call (the credit) takes while the background writer works, against the same call at rest.
// Run with `npm run bench:exports`; BENCH_EXPORT_ROWS sets the contacts (150,000 by default),
// BENCH_EXPORT_RUNS the runs (3), DATABASE_URL runs it on PostgreSQL.
import { performance } from "node:perf_hooks";
import { postDev, signedInAccount, startBenchUpstream, type BenchUpstream } from "./support/processes";

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 150_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function get(upstream: BenchUpstream, token: string, path: string): Promise<Response> {
  return fetch(`${upstream.url}/v1/api/${path}`, { headers: { authorization: token } });
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Credit reads one after another until `done` says stop: each one's time. */
async function creditCalls(upstream: BenchUpstream, token: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) times.push(await timed(async () => (await get(upstream, token, "payment/credit/mine")).text()));
  return times;
}

async function main() {
  const upstream = await startBenchUpstream("bench-exports-", process.env.DATABASE_URL || undefined);
  try {
    const account = await signedInAccount(upstream, 0);
    const { data } = await postDev<{ data: { phonebook_id: number } }>(upstream, "/contacts/plant", {
      username: account.username,
      title: "بزرگ",
      count: ROWS,
    });
    const path = `phonebooks/${data.phonebook_id}/export?format=csv`;

    const direct: number[] = [];
    const background: number[] = [];
    const busy: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      direct.push(
        await timed(async () => {
          bytes = (await (await get(upstream, account.token, `${path}&delivery=direct`)).arrayBuffer()).byteLength;
        }),
      );
      let ready = false;
      const calls = creditCalls(upstream, account.token, () => ready);
      // Should the export fail, its error is the one told, not the credit call cut by the stop.
      calls.catch(() => undefined);
      background.push(
        await timed(async () => {
          const queued = (await (await get(upstream, account.token, path)).json()) as {
            data: { file: { id: number } };
          };
          for (;;) {
            const list = (await (await get(upstream, account.token, "user/files?per_page=100")).json()) as {
              data: { id: number; state: string }[];
            };
            if (list.data.find((f) => f.id === queued.data.file.id)?.state !== "writing") break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }),
      );
      ready = true;
      busy.push(...(await calls));
    }
    let quiet = false;
    setTimeout(() => (quiet = true), 3_000);
    const rest = await creditCalls(upstream, account.token, () => quiet);

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `exports of ${ROWS.toLocaleString("en")} contacts (${(bytes / 1024 / 1024).toFixed(1)} MB CSV), ${RUNS} runs`,
    );
    console.log(`  direct file:               median ${s(median(direct))} (${direct.map(s).join(", ")})`);
    console.log(`  background, asked → ready: median ${s(median(background))} (${background.map(s).join(", ")})`);
    console.log(`  background / direct:       ${(median(background) / median(direct)).toFixed(2)}`);
    console.log(
      `  credit call while writing:  p50 ${ms(percentile(busy, 50))}, p95 ${ms(percentile(busy, 95))} (${busy.length} calls)`,
    );
    console.log(
      `  credit call at rest:        p50 ${ms(percentile(rest, 50))}, p95 ${ms(percentile(rest, 95))} (${rest.length} calls)`,
    );
  } finally {
    await upstream.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
