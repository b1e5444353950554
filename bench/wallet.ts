// The wallet's transactions under load:
// 1. `report/payment/new` of an owner with 1,000,000 ledger rows: p50/p95 of the first page, a
//    deep page (anywhere in the list), and filtered pages (by method, by type and date range, by
//    text), against the 50 ms target, over HTTP with the session check and the contract;
// 2. `report/payment/export/new` of an owner with 100,000 rows as CSV and XLSX: time against the
//    5 s target and the RSS growth, beside a 20,000-row file to show memory does not follow rows.
// The upstream runs in this process on PGlite in a temporary folder, so the rows are written
// straight into its database.
import { sql } from "drizzle-orm";
import type { Db } from "../upstream/db/client";
import { signedInAccount } from "./support/processes";
import { measureWork } from "./support/recipient-files";
import { withInProcessUpstream } from "./support/in-process-upstream";

const ROWS = Number(process.env.BENCH_WALLET_ROWS ?? 1_000_000);
const FILE_ROWS = Number(process.env.BENCH_WALLET_FILE_ROWS ?? 100_000);
const SMALL_FILE_ROWS = 20_000;
const CALLS = Number(process.env.BENCH_WALLET_CALLS ?? 200);
const PAGE_TARGET_MS = 50;
const FILE_TARGET_MS = 5000;
const MB = 1024 * 1024;
/** The rows span this many days back from now, one every few seconds. */
const SPAN_DAYS = 365;

const ratio = (value: number, target: number) =>
  `${(value / target).toFixed(2)}× target (${value < target ? "met" : "MISSED"}, target ${target} ms)`;
const randomInt = (max: number) => Math.floor(Math.random() * max);

/**
 * `rows` ledger rows for one owner, oldest first, as a busy wallet has them: mostly sends' costs
 * (credit, and every tenth from gift), refunds, top-ups of every method and state, gift deposits
 * and expiries, and tax rows (never listed).
 */
async function writeLedger(db: Db, userId: number, rows: number): Promise<void> {
  const step = (SPAN_DAYS * 86_400) / rows;
  const CHUNK = 200_000;
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK) - 1;
    await db.execute(sql`
      insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, send_id, payment_id, expires_at, created_at)
      select ${userId}, r.amount, case when r.amount < 0 then 'withdrawal' else 'deposit' end,
        case r.method
          when 'send' then 'هزینه ارسال پیامک، ارسال شماره ' || (1000000 + n)
          when 'refund' then 'بازگشت هزینه پیامک‌های نرسیده، ارسال شماره ' || (1000000 + n)
          when 'online' then 'پرداخت آنلاین، پرداخت شماره ' || n
          when 'card_to_card' then 'کارت به کارت، پرداخت شماره ' || n
          when 'gift_package' then 'اعتبار هدیهٔ بسته، پرداخت شماره ' || n
          when 'expiry' then 'انقضای اعتبار هدیه'
          else 'اصلاح اعتبار' end,
        r.bucket, r.state, r.method,
        case when r.method in ('send', 'refund') then 1000000 + n end,
        null,
        case when r.bucket = 'gift' and r.amount > 0 then now() + interval '30 days' end,
        now() - make_interval(secs => (${rows}::int - n) * ${step}::float8)
      from generate_series(${from}::int, ${to}::int) as n,
      lateral (select
        case when n % 100 = 1 then 5000000 when n % 100 = 2 then 500000 when n % 100 = 3 then 100000
             when n % 100 = 4 then 2000000 when n % 100 = 5 then -3000 when n % 100 = 6 then 2740
             when n % 100 = 7 then 200000 else -1370 * (1 + n % 7) end as amount,
        case when n % 100 in (4, 5) or n % 10 = 9 then 'gift' when n % 100 = 7 then 'tax' else 'credit' end as bucket,
        case when n % 100 = 2 and n % 300 = 2 then 'pending' when n % 100 = 3 and n % 200 = 3 then 'failed' else 'success' end as state,
        case when n % 100 = 1 then 'online' when n % 100 = 2 then 'card_to_card' when n % 100 = 3 then 'bank_transfer'
             when n % 100 = 4 then 'gift_package' when n % 100 = 5 then 'expiry' when n % 100 = 6 then 'refund'
             when n % 100 = 7 then 'online' else 'send' end as method) as r`);
  }
  await db.execute(sql`analyze ledger_entries`);
}

async function post(base: string, token: string, route: string, body: unknown): Promise<Response> {
  return fetch(`${base}/v1/api/report/payment/${route}`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function timed(base: string, token: string, body: () => unknown, warmup = 10) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < CALLS + warmup; i++) {
    const started = performance.now();
    const res = await post(base, token, "new", body());
    const answer = (await res.json()) as { data: unknown[]; meta: { total: number } };
    if (res.status !== 200 || !Array.isArray(answer.data))
      throw new Error(`answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    if (i >= warmup) times.push(performance.now() - started);
    total = answer.meta.total;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]!, total };
}

async function pageBench(base: string, token: string) {
  const now = Math.floor(Date.now() / 1000);
  const listed = Math.round(ROWS * 0.99);
  const cases: Array<[string, () => unknown]> = [
    ["first page", () => ({ page: 1, limit: 10 })],
    ["pages 1-100", () => ({ page: 1 + randomInt(100), limit: 10 })],
    ["deep page (anywhere)", () => ({ page: 1 + randomInt(listed / 10), limit: 10 })],
    ["last pages", () => ({ page: Math.floor(listed / 10) - randomInt(10), limit: 10 })],
    ["method refund (1%), first page", () => ({ page: 1, limit: 10, filters: { method: "refund" } })],
    [
      "method refund (1%), any page",
      () => ({ page: 1 + randomInt(ROWS / 100 / 10), limit: 10, filters: { method: "refund" } }),
    ],
    ["state pending, first page", () => ({ page: 1, limit: 10, filters: { state: "pending" } })],
    [
      "deposits of the last 30 days",
      () => ({ page: 1, limit: 10, filters: { type: "deposit", from_date: now - 30 * 86_400, to_date: now } }),
    ],
    [
      "one week, any page",
      () => ({
        page: 1 + randomInt(100),
        limit: 10,
        filters: { from_date: now - 200 * 86_400, to_date: now - 193 * 86_400 },
      }),
    ],
    [
      "amount 1,000,000-6,000,000",
      () => ({ page: 1, limit: 10, filters: { min_amount: 1_000_000, max_amount: 6_000_000 } }),
    ],
    [
      "search a send id",
      () => ({ page: 1, limit: 10, filters: { search: String(1_000_000 + 8 + 100 * randomInt(ROWS / 100)) } }),
    ],
    ["search a text", () => ({ page: 1, limit: 10, filters: { search: "کارت به کارت" } })],
  ];
  console.log(
    `1. report/payment/new of an owner with ${ROWS.toLocaleString("en")} ledger rows, ${CALLS} sequential calls each:`,
  );
  for (const [name, body] of cases) {
    const { p50, p95, total } = await timed(base, token, body);
    console.log(
      `   ${name.padEnd(34)} p50 ${p50.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms (total ${total.toLocaleString("en")}); p50 ${ratio(p50, PAGE_TARGET_MS)}`,
    );
  }
}

async function download(base: string, token: string, format: "csv" | "xlsx") {
  return measureWork(async (sample) => {
    const res = await post(base, token, "export/new", { export_type: "financial", format });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      sample();
    }
    return { bytes };
  });
}

async function fileBench(base: string, big: string, small: string) {
  console.log(`2. report/payment/export/new, streamed (RSS of this process: upstream, database and client together):`);
  await download(base, small, "xlsx");
  for (const format of ["csv", "xlsx"] as const) {
    for (const [token, rows] of [
      [small, SMALL_FILE_ROWS],
      [big, FILE_ROWS],
    ] as const) {
      const m = await download(base, token, format);
      const line =
        `   ${format} ${rows.toLocaleString("en").padStart(7)} rows: ${m.ms.toFixed(0)} ms, ${(m.value.bytes / MB).toFixed(1)} MB; ` +
        `peak RSS ${m.peakRssMb.toFixed(0)} MB (+${(m.peakRssMb - m.baseRssMb).toFixed(0)} MB), peak heap ${m.peakHeapMb.toFixed(0)} MB`;
      console.log(rows === FILE_ROWS ? `${line}; ${ratio(m.ms, FILE_TARGET_MS)}` : line);
    }
  }
}

async function main() {
  await withInProcessUpstream("wallet", async ({ db, base, devSecret }) => {
    const upstream = { url: base, devSecret };
    const owner = await signedInAccount(upstream, 0);
    const fileOwner = await signedInAccount(upstream, 0);
    const smallOwner = await signedInAccount(upstream, 0);
    const started = performance.now();
    await writeLedger(db, owner.userId, ROWS);
    await writeLedger(db, fileOwner.userId, Math.round(FILE_ROWS / 0.99));
    await writeLedger(db, smallOwner.userId, Math.round(SMALL_FILE_ROWS / 0.99));
    console.log(`(ledger rows written in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    await pageBench(base, owner.token);
    await fileBench(base, fileOwner.token, smallOwner.token);
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
