import Papa from "papaparse";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { baseUrl } from "./support/client";
import { deliver, inboxOwner } from "./support/inbox";
import { localMobiles } from "./support/phonebooks";

const TITLES = ["شناسه", "فرستنده", "خط دریافت‌کننده", "متن پیام", "نوع", "زمان دریافت", "وضعیت"];

async function exported(token: string, init: { method: "GET"; query: string } | { method: "POST"; body: unknown }) {
  const url = `${baseUrl()}/v1/api/report/messages-inbox/export${init.method === "GET" ? `?${init.query}` : ""}`;
  const response = await fetch(url, {
    method: init.method,
    headers: { authorization: token, ...(init.method === "POST" ? { "content-type": "application/json" } : {}) },
    body: init.method === "POST" ? JSON.stringify(init.body) : undefined,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    rows: Papa.parse<string[]>(text.replace(/^\ufeff/, ""), { skipEmptyLines: true }).data,
  };
}

describe("report/messages-inbox/export", () => {
  it("streams the filtered messages as CSV with a byte-order mark, newest first, formulas made harmless, and reads back", async () => {
    const owner = await inboxOwner();
    const stranger = await inboxOwner();
    const [a, b] = localMobiles(2, "930");
    await deliver(a!, owner.line, '=HYPERLINK("http://x.example")');
    await deliver(b!, owner.line, 'سطر اول\nسطر دوم، با "نقل" و, ویرگول');
    await deliver(a!, owner.line, "۱۱");
    await deliver(a!, stranger.line, "مال دیگری");

    const file = await exported(owner.token, { method: "POST", body: { filters: {} } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="inbox.csv"');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [titles, ...rows] = file.rows;
    expect(titles).toEqual(TITLES);
    expect(rows.map((r) => r.slice(1, 5))).toEqual([
      [`98${a!.slice(1)}`, owner.line.slice(1), "۱۱", "لغو۱۱"],
      [`98${b!.slice(1)}`, owner.line.slice(1), 'سطر اول\nسطر دوم، با "نقل" و, ویرگول', "عادی"],
      [`98${a!.slice(1)}`, owner.line.slice(1), '\'=HYPERLINK("http://x.example")', "عادی"],
    ]);
    expect(rows.every((r) => /^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/.test(r[5]!) && r[6] === "خوانده‌نشده")).toBe(
      true,
    );
    expect(Number(rows[0]![0])).toBeGreaterThan(Number(rows[1]![0]));
  });

  it("answers the same file to a download link, its filters in the query", async () => {
    const owner = await inboxOwner();
    const [a, b] = localMobiles(2, "931");
    await deliver(a!, owner.line, "اولی");
    await deliver(b!, owner.line, "دومی");
    const file = await exported(owner.token, {
      method: "GET",
      query: new URLSearchParams({ from: b!, seen: "0" }).toString(),
    });
    expect(file.status).toBe(200);
    expect(file.rows.slice(1).map((r) => r[3])).toEqual(["دومی"]);

    const refused = await exported(owner.token, { method: "GET", query: "from_time=100&to_time=50" });
    expect(refused.status).toBe(422);
  });

  it("writes the same columns as XLSX when asked, formulas made harmless", async () => {
    const owner = await inboxOwner();
    const [a] = localMobiles(1, "931");
    await deliver(a!, owner.line, "@SUM(1,2)");
    await deliver(a!, owner.line, "سلام");
    const file = await exported(owner.token, { method: "GET", query: "format=xlsx" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="inbox.xlsx"');
    const [titles, ...rows] = await readXlsxRows(file.bytes);
    expect(titles).toEqual(TITLES);
    expect(rows.map((r) => [r[1], r[3]])).toEqual([
      [`98${a!.slice(1)}`, "سلام"],
      [`98${a!.slice(1)}`, "'@SUM(1,2)"],
    ]);
    const wrong = await exported(owner.token, { method: "POST", body: { format: "pdf" } });
    expect(wrong.status).toBe(422);
    expect(JSON.parse(new TextDecoder().decode(wrong.bytes)).meta.errors).toEqual({
      format: ["قالب فایل باید csv یا xlsx باشد"],
    });
  });

  it("has only its titles when nothing matches", async () => {
    const owner = await inboxOwner();
    const file = await exported(owner.token, { method: "POST", body: { filters: { message: "هیچ" } } });
    expect(file.rows).toEqual([TITLES]);
  });
});
