import Papa from "papaparse";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { baseUrl } from "./support/client";
import { deliver } from "./support/inbox";
import { e164, localMobiles } from "./support/phonebooks";
import { madeSecretary, secretaryOwner } from "./support/secretaries";

const TITLES = ["شناسه", "فرستنده", "متن پیام", "گونه", "شماره", "پاسخ", "وضعیت پاسخ", "زمان دریافت"];
const EXPORT = "phonebooks/advanced-services/module-inboxes-list/export";

/** A fresh sender, 98 and ten digits. */
const sender = () => e164(localMobiles(1, "936")[0]!).slice(1);

async function exported(token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${baseUrl()}/v1/api/${EXPORT}?${search}`, { headers: { authorization: token } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    rows: Papa.parse<string[]>(new TextDecoder().decode(bytes).replace(/^\ufeff/, ""), { skipEmptyLines: true }).data,
  };
}

const poll = {
  type: 5,
  options: [{ title: "خوب" }, { title: "بد" }],
  answer_text: "رأی شما ثبت شد",
  repeated_text: "پیش‌تر رأی داده‌اید",
  wrong_text: "شمارهٔ یکی از گزینه‌ها را بفرستید",
};

describe("module-inboxes-list/export", () => {
  it("writes what a poll received, newest first, with Persian titles, kinds and answer states", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, poll);
    const [a, b] = [sender(), sender()];
    await deliver(a, owner.line, "۲");
    await deliver(b, owner.line, "1");
    await deliver(a, owner.line, "1");
    await deliver(b, owner.line, "=SUM(1,2)");

    const file = await exported(owner.token, { secretary_id: id });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="secretary-inbox.csv"');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [titles, ...rows] = file.rows;
    expect(titles).toEqual(TITLES);
    expect(rows.map((r) => r.slice(1, 7))).toEqual([
      [b, "'=SUM(1,2)", "سایر پیام‌ها", "", poll.wrong_text, "ارسال شد"],
      [a, "1", "تکراری", "", poll.repeated_text, "ارسال شد"],
      [b, "1", "رأی", "1", poll.answer_text, "ارسال شد"],
      [a, "۲", "رأی", "2", poll.answer_text, "ارسال شد"],
    ]);
    expect(rows.every((r) => /^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/.test(r[7]!))).toBe(true);
  });

  it("keeps one kind with inbox_type, and writes XLSX when asked", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, poll);
    const [a, b] = [sender(), sender()];
    await deliver(a, owner.line, "1");
    await deliver(b, owner.line, "2");
    await deliver(a, owner.line, "2");

    const repeated = await exported(owner.token, { secretary_id: id, inbox_type: "repeated" });
    expect(repeated.status).toBe(200);
    expect(repeated.rows.slice(1).map((r) => [r[1], r[3]])).toEqual([[a, "تکراری"]]);

    const votes = await exported(owner.token, { secretary_id: id, inbox_type: "vote", format: "xlsx" });
    expect(votes.status).toBe(200);
    expect(votes.headers.get("content-disposition")).toBe('attachment; filename="secretary-inbox.xlsx"');
    const [titles, ...rows] = await readXlsxRows(votes.bytes);
    expect(titles).toEqual(TITLES);
    expect(rows.map((r) => [r[1], r[4]])).toEqual([
      [b, "2"],
      [a, "1"],
    ]);
  });

  it("answers another account's secretary, an unknown one and a wrong kind as the inbox list does", async () => {
    const owner = await secretaryOwner();
    const stranger = await secretaryOwner();
    const id = await madeSecretary(owner, poll);
    await deliver(sender(), owner.line, "1");

    const foreign = await exported(stranger.token, { secretary_id: id });
    expect(foreign.status).toBe(404);
    expect(new TextDecoder().decode(foreign.bytes)).toContain("منشی یافت نشد");
    expect((await exported(owner.token, { secretary_id: 99999999999 })).status).toBe(404);
    expect((await exported(owner.token, { secretary_id: id, inbox_type: "nothing" })).status).toBe(422);
    expect((await exported(owner.token, { secretary_id: id, format: "pdf" })).status).toBe(422);
  });
});
