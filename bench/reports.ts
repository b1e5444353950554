// Reports under load, with the figures the reports issue asks for:
// 1. `report/recipients` of a 1,000,000-recipient send: p50/p95 of a page (unfiltered, by status,
//    by number) against the 50 ms target, over HTTP with the session check and the contract; the
//    deep page of the status holding 85% again with the send's bookmarks set aside (each page
//    skipping from the listing's start, as before them), the two side by side, and how long
//    writing the bookmarks takes when the send settles;
// 2. `report/download_recipients` of a 100,000-recipient send as CSV and XLSX: time against the
//    5 s target and peak RSS, beside a 20,000-row file to show memory does not grow with rows.
// The upstream runs in this process on PGlite in a temporary folder, so the sends can be written
// straight into its database.
import { eq } from "drizzle-orm";
import type { Db } from "../upstream/db/client";
import { sendRecipientBookmarks } from "../upstream/db/schema";
import { writeRecipientBookmarks } from "../upstream/reports/recipient-bookmarks";
import { signedInAccount } from "./support/processes";
import { generatedMsisdn, generateSettledSend } from "./support/report-data";
import { measureWork } from "./support/recipient-files";
import { withInProcessUpstream } from "./support/in-process-upstream";

const BIG = Number(process.env.BENCH_REPORT_RECIPIENTS ?? 1_000_000);
const FILE_ROWS = Number(process.env.BENCH_REPORT_FILE_ROWS ?? 100_000);
const SMALL_FILE_ROWS = 20_000;
const CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 200);
const PAGE_TARGET_MS = 50;
const FILE_TARGET_MS = 5000;
const MB = 1024 * 1024;

const ratio = (value: number, target: number) =>
  `${(value / target).toFixed(2)}× target (${value < target ? "met" : "MISSED"}, target ${target} ms)`;
const randomInt = (max: number) => Math.floor(Math.random() * max);

async function timed(base: string, token: string, paths: () => string, warmup = 10) {
  const times: number[] = [];
  for (let i = 0; i < CALLS + warmup; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/v1/api/${paths()}`, { headers: { authorization: token } });
    const body = (await res.json()) as { data: unknown[] };
    if (res.status !== 200 || !Array.isArray(body.data))
      throw new Error(`answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    if (i >= warmup) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

const DEEP = "status 2 (85%), any page";

async function pageBench(db: Db, base: string, token: string, id: number) {
  const cases: Array<[string, () => string]> = [
    ["unfiltered, any page", () => `report/recipients?bulk_id=${id}&page=${1 + randomInt(BIG / 10)}&per_page=10`],
    [
      "status 2 (85%), pages 1-100",
      () => `report/recipients?bulk_id=${id}&status=2&page=${1 + randomInt(100)}&per_page=10`,
    ],
    [
      "status 3 (10%), any page",
      () => `report/recipients?bulk_id=${id}&status=3&page=${1 + randomInt(BIG / 100)}&per_page=10`,
    ],
    [DEEP, () => `report/recipients?bulk_id=${id}&status=2&page=${1 + randomInt((BIG * 0.85) / 10)}&per_page=10`],
    [
      "by number (09… form)",
      () => `report/recipients?bulk_id=${id}&recipient=0${generatedMsisdn(randomInt(BIG)).slice(2)}`,
    ],
  ];
  const report = (name: string, { p50, p95 }: { p50: number; p95: number }) =>
    console.log(
      `   ${name.padEnd(40)} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; p50 ${ratio(p50, PAGE_TARGET_MS)}`,
    );
  console.log(`1. report/recipients of a ${BIG.toLocaleString("en")}-recipient send, ${CALLS} sequential calls each:`);
  const measured = new Map<string, { p50: number; p95: number }>();
  for (const [name, path] of cases) {
    measured.set(name, await timed(base, token, path));
    report(name, measured.get(name)!);
  }

  // The deep pages again with the send's bookmarks set aside: each skips from the start of its listing, as before them.
  await db.delete(sendRecipientBookmarks).where(eq(sendRecipientBookmarks.sendId, id));
  const plain = await timed(base, token, cases.find(([name]) => name === DEEP)![1]);
  report(`${DEEP}, no bookmarks`, plain);
  const deep = measured.get(DEEP)!;
  console.log(
    `   deep page: p50 ${deep.p50.toFixed(1)} ms with bookmarks, ${plain.p50.toFixed(1)} ms without (${(plain.p50 / deep.p50).toFixed(1)}× faster; ` +
      `p95 ${deep.p95.toFixed(1)} against ${plain.p95.toFixed(1)} ms); target ${PAGE_TARGET_MS} ms`,
  );
  const written = await measureWork(() => db.transaction((tx) => writeRecipientBookmarks(tx, id)));
  console.log(`   the send's bookmarks written (what settling it adds): ${written.ms.toFixed(0)} ms`);
  const stats = await measureWork(async () => {
    const res = await fetch(`${base}/v1/api/report/bulk_stats?bulk_id=${id}`, { headers: { authorization: token } });
    return res.status;
  });
  console.log(`   bulk_stats of the whole send (one grouped read): ${stats.ms.toFixed(0)} ms`);
}

/** A whole download, read and dropped piece by piece; the RSS after each piece shows whether memory follows the rows. */
async function download(base: string, token: string, id: number, format: "csv" | "xlsx") {
  return measureWork(async (sample) => {
    const res = await fetch(`${base}/v1/api/report/download_recipients?bulk_id=${id}&format=${format}`, {
      headers: { authorization: token },
    });
    if (res.status !== 200) throw new Error(`download answered ${res.status}`);
    let bytes = 0;
    const rss: number[] = [];
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      rss.push(process.memoryUsage.rss() / MB);
      sample();
    }
    const quarters = [0.25, 0.5, 0.75, 1].map((q) => rss[Math.max(0, Math.ceil(q * rss.length) - 1)]!.toFixed(0));
    return { bytes, quarters };
  });
}

async function fileBench(base: string, token: string, big: number, small: number) {
  console.log(`2. report/download_recipients, streamed (RSS of this process: upstream, database and client together):`);
  await download(base, token, small, "xlsx"); // warms the database's memory and the code paths
  for (const format of ["csv", "xlsx"] as const) {
    for (const [id, rows] of [
      [small, SMALL_FILE_ROWS],
      [big, FILE_ROWS],
    ] as const) {
      const m = await download(base, token, id, format);
      const grew = m.peakRssMb - m.baseRssMb;
      const line =
        `   ${format} ${rows.toLocaleString("en").padStart(7)} rows: ${m.ms.toFixed(0)} ms, ${(m.value.bytes / MB).toFixed(1)} MB; peak RSS ${m.peakRssMb.toFixed(0)} MB ` +
        `(+${grew.toFixed(0)} MB; at each quarter of the file ${m.value.quarters.join(", ")} MB), peak heap ${m.peakHeapMb.toFixed(0)} MB`;
      console.log(rows === FILE_ROWS ? `${line}; ${ratio(m.ms, FILE_TARGET_MS)}` : line);
    }
  }
}

async function main() {
  await withInProcessUpstream("reports", async ({ db, base, devSecret }) => {
    const account = await signedInAccount({ url: base, devSecret }, 0);
    let started = performance.now();
    const big = await generateSettledSend(db, account.userId, BIG, "جشنوارهٔ پاییزه: ۲۰٪ تخفیف تا پایان هفته");
    console.log(
      `(a ${BIG.toLocaleString("en")}-recipient send written and taken through its statuses in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    started = performance.now();
    const file = await generateSettledSend(db, account.userId, FILE_ROWS, "یادآوری: نوبت شما فردا ساعت ۱۰ است");
    const small = await generateSettledSend(db, account.userId, SMALL_FILE_ROWS, "یادآوری: نوبت شما فردا ساعت ۱۰ است");
    console.log(
      `(${FILE_ROWS.toLocaleString("en")}- and ${SMALL_FILE_ROWS.toLocaleString("en")}-recipient sends in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    await pageBench(db, base, account.token, big);
    await fileBench(base, account.token, file, small);
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
