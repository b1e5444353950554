/** @jest-environment node */
import { deflateRawSync } from "node:zlib";
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import { fillPlaceholders } from "@/lib/files/recipients/recipient-values";
import { checkZip, MAX_UNCOMPRESSED_BYTES } from "@/lib/files/recipients/zip-guard";
import { e164s, expectChoice, expectError, expectReady, keptValues, messagesOf } from "./support/outcome";
import { buildXlsx, sheetXml, xlsxEntries } from "./support/xlsx-file";
import { buildZip } from "./support/zip-file";

describe("xlsx files", () => {
  it("reads the first sheet: titles, Excel numbers without their zero, text and Persian digits", async () => {
    const file = buildXlsx([
      ["نام", "شماره موبایل"],
      ["علی", 9123456789],
      ["سارا", "۰۹۳۵۱۲۳۴۵۶۷"],
      ["رضا", 989191234567],
    ]);
    const result = expectReady(await parseRecipients(file, "list.xlsx"));
    expect(result).toMatchObject({
      format: "xlsx",
      encoding: null,
      hasHeader: true,
      columns: ["نام", "شماره موبایل"],
      mobileColumn: 1,
    });
    expect(e164s(result)).toEqual(["+989123456789", "+989351234567", "+989191234567"]);
    expect(Array.from(result.rows)).toEqual([2, 3, 4]);
  });

  it("refuses numbers Excel stored in scientific notation, with their own reason", async () => {
    const file = buildXlsx([["mobile"], [9123456789], [{ number: "9.12345678912E+11" }]]);
    const result = expectReady(await parseRecipients(file, "list.xlsx"));
    expect(result.report.invalidNumber).toMatchObject({ count: 1, rows: [3], reasons: ["scientific"] });
  });

  it("never evaluates formulas: a formula's text result starting with = goes to other reasons", async () => {
    const file = buildXlsx([
      ["mobile"],
      [9123456789],
      [{ formula: 'CONCATENATE("=", "cmd")', saved: "=cmd|' /C calc'!A0" }],
      [{ formula: "A2", saved: 9123456780 }],
      ["=SUM(1,2)"],
      [{ date: new Date("2024-03-20T00:00:00Z") }],
    ]);
    const result = expectReady(await parseRecipients(file, "list.xlsx"));
    // A formula's value is the one Excel saved with the file; nothing is calculated here.
    expect(e164s(result)).toEqual(["+989123456789", "+989123456780"]);
    expect(result.report.otherReasons).toMatchObject({
      count: 3,
      rows: [3, 5, 6],
      reasons: ["formula", "formula", "not_a_number"],
    });
  });

  it("reports empty cells and duplicates by row", async () => {
    const file = buildXlsx([
      ["name", "mobile"],
      ["a", "09120000001"],
      ["b", null],
      ["c", 9120000001],
      ["d", "09120000002"],
    ]);
    const result = expectReady(await parseRecipients(file, "list.xlsx"));
    expect(result.report).toMatchObject({
      records: 4,
      valid: 2,
      emptyCell: { count: 1, rows: [3] },
      duplicate: { count: 1, rows: [4] },
    });
  });

  it("asks for the column when it cannot tell, then reads the chosen one", async () => {
    const file = buildXlsx([
      ["a", "b"],
      ["09120000001", "09350000001"],
    ]);
    const choice = expectChoice(await parseRecipients(file, "list.xlsx"));
    expect(choice.columns.map((c) => c.name)).toEqual(["a", "b"]);
    expect(e164s(await parseRecipients(file, "list.xlsx", { mobileColumn: 0 }))).toEqual(["+989120000001"]);
  });

  it("refuses a sheet without rows, or a file of no bytes, as empty", async () => {
    expect(expectError(await parseRecipients(buildXlsx([]), "list.xlsx")).code).toBe("empty_file");
    expect(expectError(await parseRecipients(new Uint8Array(0), "list.xlsx")).code).toBe("empty_file");
  });

  it("refuses a sheet without a valid number", async () => {
    const error = expectError(await parseRecipients(buildXlsx([["mobile"], ["0912"], ["abc"]]), "list.xlsx"));
    expect(error).toMatchObject({ code: "no_valid_number", message: RECIPIENTS_FILE_MESSAGES.noValidNumber });
  });

  it("refuses more rows than allowed", async () => {
    const rows = [["mobile"], ...Array.from({ length: 11 }, (_, i) => [`0912000000${i % 10}`])];
    expect(expectError(await parseRecipients(buildXlsx(rows), "list.xlsx", { maxRecords: 10 })).code).toBe(
      "too_many_records",
    );
  });
});

describe("keyword and peer-to-peer files", () => {
  it("keyword mode keeps every other column per recipient, for {ex_B} and title placeholders", async () => {
    const file = buildXlsx([
      ["mobile", "name", "amount"],
      ["09120000001", "علی", 1200],
      ["0912", "bad", 1],
      ["09120000002", "سارا", null],
    ]);
    const result = expectReady(await parseRecipients(file, "keyword.xlsx", { mode: "keyword" }));
    expect(result.keptColumns).toEqual([1, 2]);
    expect(keptValues(result)).toEqual([
      ["علی", "سارا"],
      ["1200", ""],
    ]);
    expect(fillPlaceholders("سلام {ex_B}، بدهی {amount} ریال، {ex_A} {unknown}", result, 0)).toBe(
      "سلام علی، بدهی 1200 ریال، 09120000001 {unknown}",
    );
  });

  it("numbers mode keeps no other column", async () => {
    const result = expectReady(
      await parseRecipients(
        buildXlsx([
          ["mobile", "name"],
          ["09120000001", "x"],
        ]),
        "l.xlsx",
      ),
    );
    expect([result.keptColumns, result.values, result.messages]).toEqual([[], [], null]);
  });

  it("peer-to-peer reads the message and mobile columns, one message per recipient", async () => {
    const file = buildXlsx([
      ["پیام", "موبایل"],
      ["کد شما ۱۲۳", "09120000001"],
      ["کد شما ۴۵۶", "09120000002"],
      ["دومین پیام", "09120000001"],
      ["کد شما ۴۵۶", "09120000002"],
      [null, "09120000003"],
    ]);
    const result = expectReady(await parseRecipients(file, "p2p.xlsx", { mode: "peer_to_peer" }));
    expect(result).toMatchObject({ mobileColumn: 1, messageColumn: 0 });
    expect(e164s(result)).toEqual(["+989120000001", "+989120000002", "+989120000001"]);
    expect(messagesOf(result)).toEqual(["کد شما ۱۲۳", "کد شما ۴۵۶", "دومین پیام"]);
    expect(result.report.duplicate.rows).toEqual([5]);
    expect(result.report.emptyCell).toMatchObject({ rows: [6], reasons: ["empty_message"] });
  });

  it("peer-to-peer without titles takes the column that is not the mobile as the message", async () => {
    const file = buildXlsx([
      ["09120000001", "hello"],
      ["09120000002", "bye"],
    ]);
    const result = expectReady(await parseRecipients(file, "p2p.xlsx", { mode: "peer_to_peer" }));
    expect(messagesOf(result)).toEqual(["hello", "bye"]);
  });

  it("peer-to-peer refuses a sheet of one column: it needs a message and a mobile", async () => {
    const error = expectError(
      await parseRecipients(buildXlsx([["mobile"], ["09120000001"]]), "p2p.xlsx", { mode: "peer_to_peer" }),
    );
    expect(error).toMatchObject({ code: "wrong_format", message: RECIPIENTS_FILE_MESSAGES.peerToPeerExcelOnly });
  });

  it("peer-to-peer asks for the message column when there are several candidates", async () => {
    const file = buildXlsx([
      ["mobile", "x", "y"],
      ["09120000001", "a", "b"],
    ]);
    const choice = expectChoice(await parseRecipients(file, "p2p.xlsx", { mode: "peer_to_peer" }));
    expect(choice).toMatchObject({ needs: ["messageColumn"], mobileColumn: 0 });
    const result = expectReady(await parseRecipients(file, "p2p.xlsx", { mode: "peer_to_peer", messageColumn: 2 }));
    expect(messagesOf(result)).toEqual(["b"]);
  });
});

describe("files that are not what they claim", () => {
  it("refuses an .exe renamed .xlsx as a wrong format", async () => {
    const exe = Uint8Array.from([
      0x4d,
      0x5a,
      0x90,
      0,
      3,
      0,
      0,
      0,
      4,
      0,
      0,
      0,
      0xff,
      0xff,
      0,
      0,
      ...new TextEncoder().encode("This program cannot be run in DOS mode"),
    ]);
    const error = expectError(await parseRecipients(exe, "list.xlsx"));
    expect(error).toMatchObject({ code: "wrong_format", message: RECIPIENTS_FILE_MESSAGES.wrongFormat });
  });

  it("refuses a CSV renamed .xlsx", async () => {
    expect(
      expectError(await parseRecipients(new TextEncoder().encode("mobile\n09120000001\n"), "list.xlsx")).code,
    ).toBe("wrong_format");
  });

  it("refuses a zip that holds no spreadsheet", async () => {
    const zip = buildZip([{ name: "readme.txt", data: new TextEncoder().encode("hello") }]);
    expect(expectError(await parseRecipients(zip, "list.xlsx")).code).toBe("wrong_format");
  });

  it("refuses a zip cut short (no central directory)", async () => {
    const file = buildXlsx([["mobile"], ["09120000001"]]);
    expect(expectError(await parseRecipients(file.slice(0, file.length - 30), "list.xlsx")).code).toBe("wrong_format");
  });
});

describe("zip bombs disguised as xlsx", () => {
  it("refuses a sheet whose declared size is huge, before inflating it", async () => {
    const entries = xlsxEntries({
      name: "xl/worksheets/sheet1.xml",
      data: new TextEncoder().encode(sheetXml([["09120000001"]])),
      declaredSize: 0xfffffff0,
    });
    const error = expectError(await parseRecipients(buildZip(entries), "bomb.xlsx"));
    expect(error).toMatchObject({ code: "zip_bomb", message: RECIPIENTS_FILE_MESSAGES.zipBomb });
  });

  it("refuses entries that add up past the limit", async () => {
    const part = Math.ceil(MAX_UNCOMPRESSED_BYTES / 3);
    const entries = [0, 1, 2, 3].map((i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: new Uint8Array(10),
      declaredSize: part,
    }));
    expect(checkZip(buildZip(entries))).toBe("bomb");
  });

  it("refuses a real, highly compressed sheet (deflate ratio near 1000:1)", async () => {
    const padding = Buffer.alloc(4 * 1024 * 1024, " ");
    const [head, tail] = sheetXml([["09120000001"]]).split("</sheetData>");
    const sheet = new Uint8Array(Buffer.concat([Buffer.from(`${head}</sheetData>`), padding, Buffer.from(tail!)]));
    expect(deflateRawSync(padding).length).toBeLessThan(padding.length / 500);
    const error = expectError(
      await parseRecipients(buildZip(xlsxEntries({ name: "xl/worksheets/sheet1.xml", data: sheet })), "bomb.xlsx"),
    );
    expect(error.code).toBe("zip_bomb");
  });

  it("lets a real spreadsheet of 20,000 rows through", async () => {
    const rows = [
      ["mobile", "name"],
      ...Array.from({ length: 20_000 }, (_, i) => [`0912${String(i).padStart(7, "0")}`, `name ${i % 50}`]),
    ];
    const file = buildXlsx(rows);
    expect(checkZip(file)).toBe("ok");
    expect(expectReady(await parseRecipients(file, "big.xlsx")).report.valid).toBe(20_000);
  });
});
