import Papa from "papaparse";
import { transactionListResponseSchema } from "@/lib/contract/payment";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { randomClientAddress, type CallOptions } from "./support/client";
import { callOn, literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";

/**
 * report/payment/new and report/payment/export/new over rows planted in the ledger of an upstream
 * of this file's own: every bucket, method and state, at known times.
 */
let upstream: DatabaseUpstream;
let token: string;
let userId: number;
let strangerToken: string;

interface Planted {
  amount: number;
  bucket: "credit" | "gift" | "tax";
  state: "success" | "pending" | "failed";
  method: string;
  description: string;
  /** Unix seconds. */
  at: number;
  sendId?: number;
}

const T0 = 1_700_000_000;
const PLANTED: Planted[] = [
  { amount: 5_000_000, bucket: "credit", state: "success", method: "online", description: "پرداخت آنلاین", at: T0 },
  { amount: 500_000, bucket: "tax", state: "success", method: "online", description: "مالیات", at: T0 },
  {
    amount: 900_000,
    bucket: "credit",
    state: "pending",
    method: "card_to_card",
    description: "کارت به کارت",
    at: T0 + 100,
  },
  {
    amount: 200_000,
    bucket: "credit",
    state: "failed",
    method: "bank_transfer",
    description: "واریز بانکی",
    at: T0 + 200,
  },
  {
    amount: 300_000,
    bucket: "gift",
    state: "success",
    method: "gift_package",
    description: "اعتبار هدیه",
    at: T0 + 300,
  },
  {
    amount: -1370,
    bucket: "gift",
    state: "success",
    method: "send",
    description: "هزینه ارسال پیامک از اعتبار هدیه، ارسال شماره 1123544999",
    at: T0 + 400,
    sendId: 1_123_544_999,
  },
  {
    amount: -27_400,
    bucket: "credit",
    state: "success",
    method: "send",
    description: "هزینه ارسال پیامک، ارسال شماره 1123545000",
    at: T0 + 500,
    sendId: 1_123_545_000,
  },
  {
    amount: 2740,
    bucket: "credit",
    state: "success",
    method: "refund",
    description: "بازگشت هزینه =SUM(A1), ارسال شماره 1123545000",
    at: T0 + 600,
    sendId: 1_123_545_000,
  },
  {
    amount: -100_000,
    bucket: "gift",
    state: "success",
    method: "expiry",
    description: "انقضای اعتبار هدیه",
    at: T0 + 700,
  },
  {
    amount: 50_000,
    bucket: "credit",
    state: "success",
    method: "adjustment",
    description: "اصلاح ۵۰ درصد_ویژه",
    at: T0 + 800,
  },
];
/** Listed rows newest first: tax rows never. */
const LISTED = PLANTED.filter((p) => p.bucket !== "tax").reverse();

const on = (path: string, options?: CallOptions) => callOn(upstream, path, options);

async function signedIn(): Promise<{ token: string; userId: number }> {
  const account = await on("/__dev/accounts", { body: {} });
  const { username, password, user_id } = account.body.data;
  const login = await on("/v1/api/acl/auth/login", { body: { username, password } });
  if (login.body?.data?.method !== "login") throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { token: login.body.data.token, userId: user_id };
}

async function plant(owner: number, rows: Planted[]): Promise<void> {
  const values = rows.map(
    (r) =>
      `(${literal(owner)}, ${r.amount}, ${literal(r.amount < 0 ? "withdrawal" : "deposit")}, ${literal(r.description)}, ${literal(r.bucket)}, ${literal(r.state)}, ${literal(r.method)}, ${r.sendId ?? "null"}, to_timestamp(${r.at}))`,
  );
  await upstream.query(
    `insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, send_id, created_at) values ${values.join(", ")}`,
  );
}

const list = (body: unknown, who = token) => on("/v1/api/report/payment/new", { token: who, body });
const descriptions = async (filters: Record<string, unknown>) => {
  const answer = await list({ page: 1, limit: 100, filters });
  expect(answer.status).toBe(200);
  return (answer.body.data as { description: string }[]).map((r) => r.description);
};
const expected = (keep: (p: Planted) => boolean) => LISTED.filter(keep).map((p) => p.description);

beforeAll(async () => {
  upstream = await startDatabaseUpstream();
  ({ token, userId } = await signedIn());
  const stranger = await signedIn();
  strangerToken = stranger.token;
  await plant(userId, PLANTED);
  await plant(stranger.userId, [
    {
      amount: -1370,
      bucket: "credit",
      state: "success",
      method: "send",
      description: "پرداخت آنلاین دیگری",
      at: T0 + 50,
      sendId: 1_123_545_000,
    },
  ]);
}, 120_000);

afterAll(async () => {
  await upstream?.stop();
});

describe("report/payment/new", () => {
  it("lists the credit and gift rows newest first in Edge's paged envelope, never tax or another account's", async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    const parsed = transactionListResponseSchema.parse(answer.body);
    expect(parsed.meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: LISTED.length,
      last_page: 1,
      from: 1,
      to: 9,
    });
    expect(parsed.data.map((r) => r.description)).toEqual(LISTED.map((p) => p.description));
    const refund = parsed.data.find((r) => r.method === "refund")!;
    expect(refund).toMatchObject({
      amount: 2740,
      type: "deposit",
      state: "success",
      bucket: "credit",
      send_id: 1_123_545_000,
      payment_id: null,
    });
    expect(refund.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(parsed.data.find((r) => r.method === "expiry")).toMatchObject({
      amount: -100_000,
      type: "withdrawal",
      bucket: "gift",
    });
    expect(parsed.data.find((r) => r.method === "card_to_card")).toMatchObject({ state: "pending" });

    const other = await list({}, strangerToken);
    expect(other.body.data.map((r: { description: string }) => r.description)).toEqual(["پرداخت آنلاین دیگری"]);
  });

  it("pages: each page its slice, the meta telling where it is, past the end empty", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await list({ page, limit: 4 });
      expect(answer.body.meta).toMatchObject({ current_page: page, per_page: 4, total: 9, last_page: 3 });
      seen.push(...answer.body.data.map((r: { description: string }) => r.description));
    }
    expect(seen).toEqual(LISTED.map((p) => p.description));
    const past = await list({ page: 4, limit: 4 });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ from: null, to: null, total: 9 });
  });

  it("each filter narrows to exactly its rows", async () => {
    expect(await descriptions({ from_date: T0 + 200, to_date: T0 + 500 })).toEqual(
      expected((p) => p.at >= T0 + 200 && p.at <= T0 + 500),
    );
    expect(await descriptions({ type: "deposit" })).toEqual(expected((p) => p.amount > 0));
    expect(await descriptions({ type: "withdrawal" })).toEqual(expected((p) => p.amount < 0));
    expect(await descriptions({ method: "send" })).toEqual(expected((p) => p.method === "send"));
    expect(await descriptions({ state: "pending" })).toEqual(["کارت به کارت"]);
    expect(await descriptions({ state: "failed" })).toEqual(["واریز بانکی"]);
    expect(await descriptions({ min_amount: 2740, max_amount: "۱۰۰۰۰۰" })).toEqual(
      expected((p) => Math.abs(p.amount) >= 2740 && Math.abs(p.amount) <= 100_000),
    );
    expect(await descriptions({ search: "کارت" })).toEqual(["کارت به کارت"]);
    // A number: the send's id (a payment's or a row's would be found the same way).
    expect(await descriptions({ search: "۱۱۲۳۵۴۵۰۰۰" })).toEqual(expected((p) => p.sendId === 1_123_545_000));
    // % and _ are letters, not patterns.
    expect(await descriptions({ search: "%" })).toEqual([]);
    expect(await descriptions({ search: "_" })).toEqual(["اصلاح ۵۰ درصد_ویژه"]);
    expect(await descriptions({ type: "withdrawal", method: "send", state: "success", from_date: T0 + 450 })).toEqual([
      "هزینه ارسال پیامک، ارسال شماره 1123545000",
    ]);
    expect(await descriptions({ type: "", method: null, search: "  " })).toEqual(expected(() => true));
  });

  it("refuses out-of-range paging and malformed filters with the contract's messages on their fields", async () => {
    const refused = async (body: unknown) => {
      const answer = await list(body);
      expect(answer.status).toBe(422);
      return answer.body.meta.errors as Record<string, string[]>;
    };
    expect(Object.keys(await refused({ page: 0 }))).toEqual(["page"]);
    expect(Object.keys(await refused({ limit: 101 }))).toEqual(["limit"]);
    expect(Object.keys(await refused({ limit: "ten" }))).toEqual(["limit"]);
    expect(Object.keys(await refused({ filters: { type: "gift" } }))).toEqual(["filters.type"]);
    expect(Object.keys(await refused({ filters: { from_date: 20, to_date: 10 } }))).toEqual(["filters.to_date"]);
    expect(Object.keys(await refused({ filters: { min_amount: 9, max_amount: 1 } }))).toEqual(["filters.max_amount"]);
    expect(Object.keys(await refused({ filters: { search: "x".repeat(201) } }))).toEqual(["filters.search"]);
    expect(Object.keys(await refused({ filters: "all" }))).toEqual(["filters"]);
    expect((await list({}, "not-a-token")).status).toBe(401);
  });
});

describe("report/payment/new across many days", () => {
  it("every page of every filter is the slice of the full list, also after a row's state changes", async () => {
    const owner = await signedIn();
    const methods = ["send", "refund", "online", "card_to_card"] as const;
    const rows: Planted[] = Array.from({ length: 240 }, (_, i) => {
      const method = methods[i % 4]!;
      return {
        amount: method === "send" ? -1370 * (1 + (i % 3)) : 1000 * (1 + (i % 5)),
        bucket: i % 7 === 0 ? "tax" : i % 5 === 0 ? "gift" : "credit",
        state: method === "card_to_card" && i % 3 === 0 ? "pending" : "success",
        method,
        description: `ردیف ${i}`,
        // About five days, several rows at the same second.
        at: T0 + Math.floor(i / 2) * 3600,
      };
    });
    await plant(owner.userId, rows);
    await upstream.query(
      `update ledger_entries set state = 'failed' where user_id = ${literal(owner.userId)} and description = 'ردیف 3'`,
    );
    rows[3]!.state = "failed";
    // Newest first, the later row first among rows of one second (ids grow with i).
    const all = rows.map((r, i) => ({ ...r, i })).filter((r) => r.bucket !== "tax");
    all.sort((a, b) => b.at - a.at || b.i - a.i);
    const cases: [Record<string, unknown>, (r: Planted) => boolean][] = [
      [{}, () => true],
      [{ type: "withdrawal" }, (r) => r.amount < 0],
      [{ method: "refund" }, (r) => r.method === "refund"],
      [{ state: "failed" }, (r) => r.state === "failed"],
      [{ state: "success", type: "deposit" }, (r) => r.state === "success" && r.amount > 0],
      [
        { from_date: T0 + 30 * 3600 + 1800, to_date: T0 + 90 * 3600 - 1 },
        (r) => r.at >= T0 + 30 * 3600 + 1800 && r.at <= T0 + 90 * 3600 - 1,
      ],
      [{ from_date: T0 + 50 * 3600, method: "send" }, (r) => r.at >= T0 + 50 * 3600 && r.method === "send"],
      [{ min_amount: 2000, max_amount: 3000 }, (r) => Math.abs(r.amount) >= 2000 && Math.abs(r.amount) <= 3000],
    ];
    for (const [filters, keep] of cases) {
      const want = all.filter(keep).map((r) => r.description);
      for (const limit of [7, 100]) {
        const got: string[] = [];
        for (let page = 1; page <= Math.ceil(want.length / limit) + 1; page++) {
          const answer = await list({ page, limit, filters }, owner.token);
          expect(answer.status).toBe(200);
          expect(answer.body.meta.total).toBe(want.length);
          got.push(...answer.body.data.map((r: { description: string }) => r.description));
        }
        expect([JSON.stringify(filters), limit, got]).toEqual([JSON.stringify(filters), limit, want]);
      }
    }
  });
});

async function exported(body: unknown) {
  const response = await fetch(`${upstream.baseUrl}/v1/api/report/payment/export/new`, {
    method: "POST",
    headers: {
      authorization: token,
      "content-type": "application/json",
      "x-panel-client-address": randomClientAddress(),
      "x-panel-forward-secret": upstream.forwardSecret,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const TITLES = [
  "شناسه",
  "زمان",
  "نوع",
  "روش",
  "مبلغ (ریال)",
  "اعتبار",
  "وضعیت",
  "توضیحات",
  "شماره ارسال",
  "شماره پرداخت",
];

describe("report/payment/export/new", () => {
  it("streams the filtered rows as CSV, read back row by row", async () => {
    const file = await exported({ export_type: "financial", format: "csv", filters: { from_date: T0 + 300 } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(new TextDecoder().decode(file.bytes).replace(/^\ufeff/, ""), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(TITLES);
    const kept = LISTED.filter((p) => p.at >= T0 + 300);
    expect(rows.slice(1).map((r) => r[7])).toEqual(kept.map((p) => p.description.replace(/^=/, "'=")));
    const refund = rows.find((r) => r[3] === "بازگشت هزینهٔ ارسال")!;
    expect(refund.slice(2, 7)).toEqual(["واریز", "بازگشت هزینهٔ ارسال", "2740", "اعتبار اصلی", "موفق"]);
    expect(refund[1]).toMatch(/^14\d\d\/\d\d\/\d\d \d\d:\d\d(:\d\d)?$/);
    expect(refund[8]).toBe("1123545000");
    const expiry = rows.find((r) => r[3] === "انقضای اعتبار هدیه")!;
    expect(expiry.slice(2, 7)).toEqual(["برداشت", "انقضای اعتبار هدیه", "\u2212100000", "اعتبار هدیه", "موفق"]);
    expect(rows.some((r) => r[7] === "مالیات")).toBe(false);
  });

  it("streams XLSX by default, with the same rows", async () => {
    const file = await exported({ export_type: "financial", filters: { state: "pending" } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/\.xlsx"$/);
    const rows = await readXlsxRows(file.bytes);
    expect(rows[0]).toEqual(TITLES);
    expect(rows.slice(1).map((r) => r.slice(2, 8))).toEqual([
      ["واریز", "کارت به کارت", "900000", "اعتبار اصلی", "در انتظار بررسی", "کارت به کارت"],
    ]);
  });

  it("refuses another export type or format", async () => {
    expect((await exported({ export_type: "sms", format: "csv" })).status).toBe(422);
    expect((await exported({ export_type: "financial", format: "pdf" })).status).toBe(422);
  });
});
