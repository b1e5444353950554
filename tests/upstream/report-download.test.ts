import { buildXlsx } from "../unit/files/recipients/support/xlsx-file";
import { call } from "./support/client";
import { csv, fileSend, local, postFileSend } from "./support/file-sending";
import { changeSend, csvRows, fetchFile, finishedSend, reportOwner, xlsxRows, type Owner } from "./support/reports";
import { AGREEMENT_LINE, finished, mobiles, sendInfo, sendWhen, takeAgreementLine } from "./support/sending";

const TITLES = ["شماره گیرنده", "اپراتور", "وضعیت تحویل", "تعداد بخش", "هزینه (ریال)", "متن پیام", "آخرین تغییر وضعیت"];
const OPERATORS: Record<string, string> = {
  mci: "همراه اول",
  irancell: "ایرانسل",
  rightel: "رایتل",
  other: "سایر اپراتورها",
};
const STATUSES = ["ارسال به اپراتور", "رسیده به مخابرات", "رسیده به گوشی", "نرسیده", "فهرست سیاه"];
/** Texts a spreadsheet would run as formulas, and plain ones that need quoting. */
const TEXTS = [
  '=HYPERLINK("http://x.example","click")',
  "+98 call now",
  "-50% off today",
  "@SUM(1,2)",
  "سلام, دوست عزیز",
  "خط اول\nخط دوم",
];
const startsFormula = (cell: string) => /^[=+\-@]/.test(cell);

/** A finished peer-to-peer send on a line without a suffix, each recipient their own text, one of them on the send blacklist. */
async function textsSend(owner: Owner) {
  await takeAgreementLine(owner.token);
  const numbers = mobiles(TEXTS.length);
  await call("/__dev/send-blacklist", { body: { username: owner.username, mobile: numbers[1] } });
  const answer = await postFileSend(owner.token, {
    fields: { sending_type: "peer_to_peer_file", from_number: AGREEMENT_LINE },
    file: {
      name: "p2p.xlsx",
      bytes: buildXlsx([["message", "mobile"], ...TEXTS.map((t, i) => [t, local(numbers[i]!)])]),
    },
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  const id = answer.body.data.message_outbox_ids[0] as number;
  return { id, numbers, info: await sendWhen(id, finished) };
}

describe("report/download_recipients", () => {
  it("writes a CSV that Excel reads in Persian, every recipient with their status, formulas made harmless", async () => {
    const owner = await reportOwner();
    const { id, info } = await textsSend(owner);

    const file = await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="recipients-${id}.csv"`);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [titles, ...rows] = csvRows(file.bytes);
    expect(titles).toEqual(TITLES);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3]])).toEqual(
      info.recipients.map((r) => [r.msisdn, OPERATORS[r.operator], STATUSES[r.status!], String(r.parts)]),
    );
    expect(rows.map((r) => r[5])).toEqual(TEXTS.map((t) => (startsFormula(t) ? `'${t}` : t)));
    expect(rows.map((r) => Number(r[4]))).toEqual(info.recipients.map((r) => Number(r.cost)));
    expect(rows.every((r) => /^1[45]\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/.test(r[6]!))).toBe(true);
    expect(rows.flat().some(startsFormula)).toBe(false);

    const blacklisted = await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}&format=csv&status=4`);
    expect(blacklisted.headers.get("content-disposition")).toBe(`attachment; filename="recipients-${id}-status-4.csv"`);
    expect(
      csvRows(blacklisted.bytes)
        .slice(1)
        .map((r) => [r[0], r[2]]),
    ).toEqual([[info.recipients[1]!.msisdn, "فهرست سیاه"]]);
  });

  it("writes the same rows as an XLSX of text cells", async () => {
    const owner = await reportOwner();
    const { id } = await textsSend(owner);
    const fromCsv = csvRows(
      (await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}&format=csv`)).bytes,
    );

    const file = await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="recipients-${id}.xlsx"`);
    const rows = await xlsxRows(file.bytes);
    expect(rows).toEqual(fromCsv);
    expect(rows.slice(1).map((r) => r[5])).toContain(`'${TEXTS[0]}`);
    expect(rows.flat().some(startsFormula)).toBe(false);

    const delivered = await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}&format=xlsx&status=2`);
    expect((await xlsxRows(delivered.bytes)).slice(1).map((r) => r[2])).toEqual(
      fromCsv
        .slice(1)
        .filter((r) => r[2] === "رسیده به گوشی")
        .map((r) => r[2]),
    );
  });

  it("streams a file of many batches in pieces, every recipient once and in order", async () => {
    const owner = await reportOwner(100_000_000);
    const numbers = mobiles(12_000);
    const answer = await postFileSend(
      owner.token,
      fileSend({ name: "numbers.csv", bytes: csv([["mobile"], ...numbers.map((n) => [local(n)])]) }, "جشنوارهٔ بزرگ"),
    );
    expect(answer.status).toBe(200);
    const id = answer.body.data.message_outbox_ids[0] as number;

    for (const format of ["csv", "xlsx"] as const) {
      const file = await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}&format=${format}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-length")).toBeNull();
      expect(file.chunks).toBeGreaterThan(2);
      const rows = format === "csv" ? csvRows(file.bytes) : await xlsxRows(file.bytes);
      expect(rows).toHaveLength(12_001);
      expect(rows.slice(1).map((r) => `+${r[0]}`)).toEqual(numbers);
      expect(rows.slice(1).every((r) => r[5] === "جشنوارهٔ بزرگ\nلغو۱۱")).toBe(true);
    }
  });

  it("refuses an unknown format or status", async () => {
    const owner = await reportOwner();
    const id = await finishedSend(owner.token, mobiles(1));
    const wrong = await fetchFile(owner.token, `report/download_recipients?bulk_id=${id}&format=pdf&status=9`);
    expect(wrong.status).toBe(422);
    expect(JSON.parse(new TextDecoder().decode(wrong.bytes)).meta.errors).toEqual({
      format: ["قالب فایل باید xlsx یا csv باشد"],
      status: ["وضعیت تحویل باید عددی از ۰ تا ۴ باشد"],
    });
  });
});

describe("report/systemic_list/export", () => {
  it("writes the panel's sends that pass the filters, as a CSV by default or an XLSX", async () => {
    const owner = await reportOwner();
    const own = await finishedSend(owner.token, mobiles(1), "پیام خودم");
    const code = await finishedSend(owner.token, mobiles(2), "کد ورود شما ۱۲۳۴۵۶");
    const notice = await finishedSend(owner.token, mobiles(1), "=SUM(A1:A9) اعتبار شما کم است");
    await changeSend(code, { systemic: true });
    await changeSend(notice, { systemic: true });

    const file = await fetchFile(owner.token, "report/systemic_list/export", { body: { filters: {} } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="systemic-sends.csv"');
    const [titles, ...rows] = csvRows(file.bytes);
    expect(titles).toEqual([
      "شناسه ارسال",
      "خط فرستنده",
      "نوع ارسال",
      "وضعیت",
      "تعداد گیرندگان",
      "تعداد ارسال‌شده",
      "تعداد بخش",
      "هزینه (ریال)",
      "متن پیام",
      "زمان ایجاد",
      "زمان ارسال",
      "آی‌پی فرستنده",
    ]);
    expect(rows.map((r) => r[0])).toEqual([String(notice), String(code)]);
    expect(rows[1]!.slice(1, 9)).toEqual([
      "9810001000",
      "ارسال سریع",
      "ارسال شده",
      "2",
      "2",
      "1",
      String(Number((await sendInfo(code)).cost_reserved)),
      "کد ورود شما ۱۲۳۴۵۶",
    ]);
    expect(rows[0]![8]).toBe("'=SUM(A1:A9) اعتبار شما کم است");
    expect(rows.map((r) => r[0])).not.toContain(String(own));

    const filtered = await fetchFile(owner.token, "report/systemic_list/export", {
      body: { filters: { message: "کد ورود" }, format: "xlsx" },
    });
    expect(filtered.headers.get("content-disposition")).toBe('attachment; filename="systemic-sends.xlsx"');
    expect((await xlsxRows(filtered.bytes)).slice(1).map((r) => r[0])).toEqual([String(code)]);

    const refused = await fetchFile(owner.token, "report/systemic_list/export", {
      body: { filters: { to_exit_count: 1, from_exit_count: 3 } },
    });
    expect(refused.status).toBe(422);
  });
});
