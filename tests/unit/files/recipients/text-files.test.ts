/** @jest-environment node */
import { RECIPIENTS_FILE_MESSAGES, REJECT_REASON_MESSAGES } from "@/lib/files/recipients/messages";
import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import { utf16, utf8, utf8WithBom, windows1256 } from "./support/encode";
import { e164s, expectChoice, expectError, expectReady, keptValues } from "./support/outcome";

/** Written with Arabic yeh (ي), as Windows-1256 has no Persian one. */
const CSV = "نام,موبايل\nعلي,09123456789\nرضا,۰۹۳۵۱۲۳۴۵۶۷\n";

describe("encodings of txt and csv files", () => {
  it.each([
    ["UTF-8 without BOM", utf8(CSV), "utf-8"],
    ["UTF-8 with BOM", utf8WithBom(CSV), "utf-8"],
    ["UTF-16 LE with BOM", utf16(CSV, "le"), "utf-16le"],
    ["UTF-16 BE with BOM", utf16(CSV, "be"), "utf-16be"],
    ["Windows-1256 (Persian Windows Excel)", windows1256(CSV.replace(/۰۹۳۵۱۲۳۴۵۶۷/, "09351234567")), "windows-1256"],
  ])("reads %s, titles included", async (_label, bytes, encoding) => {
    const result = expectReady(await parseRecipients(bytes, "list.csv"));
    expect(result.encoding).toBe(encoding);
    expect(result.columns).toEqual(["نام", "موبايل"]);
    expect(result.mobileColumn).toBe(1);
    expect(e164s(result)).toEqual(["+989123456789", "+989351234567"]);
  });

  it("keeps Windows-1256 Persian text intact for keyword sends", async () => {
    const result = expectReady(
      await parseRecipients(windows1256("نام,موبايل\nعلي,09123456789\n"), "list.csv", { mode: "keyword" }),
    );
    expect(keptValues(result)).toEqual([["علي"]]);
  });

  it("does not let a BOM glue itself to the first title", async () => {
    const result = expectReady(await parseRecipients(utf8WithBom("mobile\n09123456789\n"), "list.csv"));
    expect(result.columns).toEqual(["mobile"]);
    expect(result.hasHeader).toBe(true);
  });
});

describe("txt files", () => {
  it("reads one number per line, or several separated by commas, semicolons or tabs", async () => {
    const text =
      "09120000001\n09120000002,09120000003;09120000004\t09120000005\r\n+98 912 000 0006، 0098-912-000-0007\r\n\n9120000008\n";
    const result = expectReady(await parseRecipients(utf8(text), "numbers.txt"));
    expect(e164s(result)).toEqual(Array.from({ length: 8 }, (_, i) => `+98912000000${i + 1}`));
    expect(Array.from(result.rows)).toEqual([1, 2, 2, 2, 2, 3, 3, 5]);
    expect(result.columns).toEqual(["A"]);
    expect(result.rowCount).toBe(8);
  });

  it("reports bad entries by their line", async () => {
    const result = expectReady(await parseRecipients(utf8("09120000001\n0912\nhello\n09120000001\n"), "numbers.txt"));
    expect(result.report.invalidNumber).toMatchObject({ count: 1, rows: [2], values: ["0912"] });
    expect(result.report.otherReasons).toMatchObject({ count: 1, rows: [3] });
    expect(result.report.duplicate).toMatchObject({ count: 1, rows: [4] });
  });

  it("skips a title line", async () => {
    const result = expectReady(await parseRecipients(utf8("شماره موبایل\n09120000001\n"), "numbers.txt"));
    expect(result.hasHeader).toBe(true);
    expect(result.columns).toEqual(["شماره موبایل"]);
    expect(result.report.records).toBe(1);
  });
});

describe("csv files", () => {
  it("handles quoted fields with commas, doubled quotes and line breaks", async () => {
    const csv = 'name,mobile,note\n"Smith, John",09120000001,"said ""hi""\non two lines"\nAli,"0912 000 0002",x\n';
    const result = expectReady(await parseRecipients(utf8(csv), "list.csv", { mode: "keyword" }));
    expect(e164s(result)).toEqual(["+989120000001", "+989120000002"]);
    expect(keptValues(result)).toEqual([
      ["Smith, John", "Ali"],
      ['said "hi"\non two lines', "x"],
    ]);
    expect(Array.from(result.rows)).toEqual([2, 3]);
  });

  it.each([
    ["semicolons", "name;mobile\nAli;09120000001\nSara;09120000002\n"],
    ["tabs", "name\tmobile\nAli\t09120000001\nSara\t09120000002\n"],
  ])("guesses a delimiter of %s", async (_label, csv) => {
    const result = expectReady(await parseRecipients(utf8(csv), "list.csv"));
    expect(result.columns).toEqual(["name", "mobile"]);
    expect(e164s(result)).toEqual(["+989120000001", "+989120000002"]);
  });

  it("refuses broken quoting with its own message and the row", async () => {
    const csv = 'name,mobile\nAli,09120000001\n"Sara,09120000002\nReza,09120000003\n';
    const error = expectError(await parseRecipients(utf8(csv), "list.csv"));
    expect(error).toMatchObject({ code: "broken_quotes", message: RECIPIENTS_FILE_MESSAGES.brokenQuotes, row: 3 });
  });

  it("refuses a stray quote after a quoted field", async () => {
    const error = expectError(await parseRecipients(utf8('mobile\n"09120000001"x\n'), "list.csv"));
    expect(error.code).toBe("broken_quotes");
  });

  it("takes spaces after a closing quote, also at the very end of the file", async () => {
    const result = expectReady(
      await parseRecipients(utf8('mobile,name\n"09120000001"  ,"Ali" \n"09120000002","Sara"  '), "list.csv", {
        mode: "keyword",
      }),
    );
    expect(e164s(result)).toEqual(["+989120000001", "+989120000002"]);
    expect(keptValues(result)).toEqual([["Ali", "Sara"]]);
  });

  it("reads rows past the first couple of hundred the same way: quotes, spaces, short rows, long cells, bad numbers", async () => {
    const filler = Array.from({ length: 250 }, (_, i) => `0912${String(i).padStart(7, "0")},name ${i},note ${i}`);
    const long = "ت".repeat(100_000);
    const tail = [
      '09129000001,"Rezaei, Ali","said ""hi"""',
      "09129000002,  علی  ,😀 تهران ",
      "09129000003",
      "",
      "09129000004,,",
      '09129000005,"two\r\nlines",x',
      `0912 900 0006,long,${long}`,
      '"09129000007",q,"  spaced quoted  "',
      "0912,x,y",
      "  ,x,y",
      ",,",
      "09129000001,again,again",
      "=1+1,x,y",
      "۰۹۱۲۹۰۰۰۰۰۸,آخر,",
    ];
    const result = expectReady(
      await parseRecipients(utf8(["mobile,name,note", ...filler, ...tail].join("\r\n")), "list.csv", {
        mode: "keyword",
      }),
    );
    const [names, notes] = keptValues(result);
    expect(names!.slice(0, 2)).toEqual(["name 0", "name 1"]);
    expect(names!.slice(250)).toEqual(["Rezaei, Ali", "علی", "", "", "two\r\nlines", "long", "q", "آخر"]);
    expect(notes!.slice(250)).toEqual(['said "hi"', "😀 تهران", "", "", "x", long, "spaced quoted", ""]);
    expect(e164s(result).slice(250)).toEqual([
      "+989129000001",
      "+989129000002",
      "+989129000003",
      "+989129000004",
      "+989129000005",
      "+989129000006",
      "+989129000007",
      "+989129000008",
    ]);
    expect(Array.from(result.rows).slice(250)).toEqual([252, 253, 254, 256, 257, 258, 259, 265]);
    expect(result.report).toMatchObject({
      records: 262,
      valid: 258,
      invalidNumber: { count: 1, rows: [260], values: ["0912"] },
      emptyCell: { count: 1, rows: [261] },
      duplicate: { count: 1, rows: [263], values: ["09129000001"] },
      otherReasons: { count: 1, rows: [264], reasons: ["formula"], values: ["=1+1"] },
    });
  });

  it("reports each row by category with its row number, counting the title as row 1", async () => {
    const csv = [
      "name,mobile",
      "a,09120000001",
      "b,",
      "c,0912",
      "d,09120000001",
      'e,=HYPERLINK("x")',
      "f,9.12E+11",
      "g,@cmd",
      "h,+12",
      "i,-1",
      "j,۰۹۱۲۰۰۰۰۰۰۲",
    ].join("\n");
    const result = expectReady(await parseRecipients(utf8(csv), "list.csv"));
    expect(e164s(result)).toEqual(["+989120000001", "+989120000002"]);
    expect(result.report).toMatchObject({
      records: 10,
      valid: 2,
      emptyCell: { count: 1, rows: [3], reasons: ["empty"] },
      invalidNumber: { count: 2, rows: [4, 7], reasons: ["invalid", "scientific"] },
      duplicate: { count: 1, rows: [5], values: ["09120000001"] },
      otherReasons: { count: 4, rows: [6, 8, 9, 10], reasons: ["formula", "formula", "formula", "formula"] },
    });
    expect(REJECT_REASON_MESSAGES.scientific).toMatch(/E\+11/);
  });

  it("counts every rejected row but lists only the first ones", async () => {
    const csv = "mobile\n09120000001\n" + "0912\n".repeat(30);
    const result = expectReady(await parseRecipients(utf8(csv), "list.csv", { reportRowLimit: 10 }));
    expect(result.report.invalidNumber.count).toBe(30);
    expect(result.report.invalidNumber.rows).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("skips blank lines without counting them, but keeps row numbers true", async () => {
    const result = expectReady(await parseRecipients(utf8("mobile\n\n09120000001\n,\n09120000002\n"), "list.csv"));
    expect(result.rowCount).toBe(2);
    expect(Array.from(result.rows)).toEqual([3, 5]);
  });
});

describe("the mobile column", () => {
  it.each(["mobile", "Phone Number", "شماره موبایل", "تلفن همراه", "موبايل", "شماره"])(
    "is taken from the title %s",
    async (title) => {
      const csv = `code,${title},city\n09120000009,09120000001,تهران\n`;
      const result = expectReady(await parseRecipients(utf8(csv), "list.csv"));
      expect(result).toMatchObject({ mobileColumn: 1, mobileColumnSource: "title" });
    },
  );

  it("is taken from the content when no title says so", async () => {
    const csv = "Ali,1001,09120000001\nSara,1002,09120000002\nReza,1003,0912\n";
    const result = expectReady(await parseRecipients(utf8(csv), "list.csv"));
    expect(result).toMatchObject({
      hasHeader: false,
      columns: ["A", "B", "C"],
      mobileColumn: 2,
      mobileColumnSource: "content",
    });
    expect(result.report.invalidNumber.rows).toEqual([3]);
  });

  it("prefers the content when the titled column holds no mobiles", async () => {
    const csv = "شماره,تماس\n1,09120000001\n2,09120000002\n";
    expect(expectReady(await parseRecipients(utf8(csv), "list.csv")).mobileColumn).toBe(1);
  });

  it("is asked for when two columns both look like mobiles, with samples to choose from", async () => {
    const csv = "first,second\n09120000001,09350000001\n09120000002,09350000002\n";
    const choice = expectChoice(await parseRecipients(utf8(csv), "list.csv"));
    expect(choice.needs).toEqual(["mobileColumn"]);
    expect(choice.columns.map((c) => [c.letter, c.name, c.validShare, c.sample])).toEqual([
      ["A", "first", 1, ["09120000001", "09120000002"]],
      ["B", "second", 1, ["09350000001", "09350000002"]],
    ]);

    const rerun = expectReady(await parseRecipients(utf8(csv), "list.csv", { mobileColumn: 1 }));
    expect(rerun.mobileColumnSource).toBe("caller");
    expect(e164s(rerun)).toEqual(["+989350000001", "+989350000002"]);
  });

  it("is asked for when no column has mobiles (a file with no mobile column)", async () => {
    const choice = expectChoice(await parseRecipients(utf8("name,city\nAli,Tehran\n"), "list.csv"));
    expect(choice.columns.map((c) => c.validShare)).toEqual([0, 0]);
  });

  it("can be forced to read the first row as data", async () => {
    const result = expectReady(await parseRecipients(utf8("mobile\n09120000001\n"), "list.csv", { hasHeader: false }));
    expect(result.report.otherReasons.rows).toEqual([1]);
  });
});

describe("whole-file refusals", () => {
  it.each([
    ["an empty file", new Uint8Array(0)],
    ["blank lines only", utf8("\n \r\n\t\n")],
    ["a title row only", utf8("name,mobile\n")],
    ["a BOM only", utf8WithBom("")],
  ])("refuses %s as empty", async (_label, bytes) => {
    const error = expectError(await parseRecipients(bytes, "list.csv"));
    expect(error).toMatchObject({ code: "empty_file", message: RECIPIENTS_FILE_MESSAGES.emptyFile });
  });

  it("refuses a file without one valid number, and still says why each row failed", async () => {
    const error = expectError(await parseRecipients(utf8("mobile\n0912\n\u200c\n=1+1\n,\n"), "list.csv"));
    expect(error).toMatchObject({ code: "no_valid_number", message: RECIPIENTS_FILE_MESSAGES.noValidNumber });
    expect(error.report).toMatchObject({
      records: 3,
      invalidNumber: { count: 1 },
      otherReasons: { count: 1 },
      emptyCell: { count: 1 },
    });
  });

  it.each(["list.xls", "list.pdf", "list", "list.csv.exe", "list.json"])(
    "refuses %s as a wrong format",
    async (name) => {
      const error = expectError(await parseRecipients(utf8("09120000001\n"), name));
      expect(error).toMatchObject({ code: "wrong_format", message: RECIPIENTS_FILE_MESSAGES.wrongFormat });
    },
  );

  it("refuses an executable renamed .csv or .txt", async () => {
    const exe = Uint8Array.from([
      0x4d,
      0x5a,
      0x90,
      0x00,
      0x03,
      0x00,
      0x00,
      0x00,
      ...utf8("This program cannot be run in DOS mode"),
    ]);
    expect(expectError(await parseRecipients(exe, "list.csv")).code).toBe("wrong_format");
    expect(expectError(await parseRecipients(exe, "list.txt")).code).toBe("wrong_format");
  });

  it("refuses peer-to-peer from anything but Excel", async () => {
    const error = expectError(
      await parseRecipients(utf8("mobile,message\n09120000001,hi\n"), "p2p.csv", { mode: "peer_to_peer" }),
    );
    expect(error).toMatchObject({ code: "wrong_format", message: RECIPIENTS_FILE_MESSAGES.peerToPeerExcelOnly });
  });
});

describe("the 1,000,000-record limit", () => {
  const numbers = (count: number) => {
    const lines = new Array<string>(count + 1);
    lines[0] = "mobile";
    for (let i = 1; i <= count; i++) lines[i] = `0912${String(i).padStart(7, "0")}`;
    return lines.join("\n");
  };

  it("refuses 1,000,001 rows with its own message", async () => {
    const error = expectError(await parseRecipients(utf8(numbers(1_000_001)), "big.csv"));
    expect(error).toMatchObject({ code: "too_many_records", message: RECIPIENTS_FILE_MESSAGES.tooManyRecords });
    expect(RECIPIENTS_FILE_MESSAGES.tooManyRecords).toContain("۱٬۰۰۰٬۰۰۰");
  });

  it("takes exactly 1,000,000 rows, title not counted", async () => {
    const result = expectReady(await parseRecipients(utf8(numbers(1_000_000)), "big.csv"));
    expect(result.report).toMatchObject({ records: 1_000_000, valid: 1_000_000 });
    expect(result.numbers).toHaveLength(1_000_000);
  });

  it("counts txt numbers, not lines, against the limit", async () => {
    const error = expectError(
      await parseRecipients(utf8("09120000001,09120000002\n09120000003\n"), "n.txt", { maxRecords: 2 }),
    );
    expect(error.code).toBe("too_many_records");
  });
});
