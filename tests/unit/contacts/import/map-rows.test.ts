/** @jest-environment node */
import { guessColumnTargets, targetChoices, type ColumnTargets } from "@/lib/contacts/import/column-targets";
import { genderFromText } from "@/lib/contacts/import/gender";
import { ImportRowMapper, mapImportRows } from "@/lib/contacts/import/map-rows";
import { IMPORT_VALUE_MESSAGES } from "@/lib/contacts/import/messages";
import { CONTACT_MESSAGES } from "@/lib/contract/contacts";
import { AGE, BIRTHDAY, CITY, FEATURES, readCsv } from "./import-file";

async function mapCsv(text: string, targets?: ColumnTargets) {
  const file = await readCsv(text);
  const chosen = targets ?? guessColumnTargets(file, FEATURES);
  const mapper = new ImportRowMapper(file, chosen, FEATURES);
  const mapped = await mapImportRows(mapper);
  return { file, mapper, mapped, rows: Array.from(mapped.sent, (i) => mapper.rowAt(i)) };
}

describe("mapping a contacts file to import rows", () => {
  it("sends every written form of a mobile as the same E.164 number, with its file row", async () => {
    const { rows } = await mapCsv("موبایل\n۰۹۱۲۱۲۳۴۵۶۷\n+989351234567\n00989901234567\n9121110000\n98 912 222 0000\n");
    expect(rows).toEqual([
      { row: 2, number: "+989121234567" },
      { row: 3, number: "+989351234567" },
      { row: 4, number: "+989901234567" },
      { row: 5, number: "+989121110000" },
      { row: 6, number: "+989122220000" },
    ]);
  });

  it("fills name, pre and email from their columns, trimmed, and leaves blank cells out", async () => {
    const { rows } = await mapCsv(
      "mobile,نام,پیشوند,ایمیل\n09120000001, علی رضایی ,دکتر,ali@example.com\n09120000002,,,\n",
      undefined,
    );
    expect(rows).toEqual([
      { row: 2, number: "+989120000001", name: "علی رضایی", pre: "دکتر", email: "ali@example.com" },
      { row: 3, number: "+989120000002" },
    ]);
  });

  it("reads genders written as Persian words or 1, 2, 3 and sends an unknown one without a gender, listed", async () => {
    const { rows, mapped } = await mapCsv(
      "mobile,جنسیت\n09120000001,مرد\n09120000002,زن\n09120000003,حقوقی\n09120000004,۱\n09120000005,2\n09120000006,3\n09120000007,\n09120000008,نامشخص\n",
    );
    expect(rows.map((r) => r.gender)).toEqual([1, 2, 3, 1, 2, 3, undefined, undefined]);
    expect(mapped.warned).toEqual({
      count: 1,
      issues: [{ row: 9, column: "جنسیت", value: "نامشخص", message: IMPORT_VALUE_MESSAGES.genderUnknown }],
    });
    expect(mapped.refused.count).toBe(0);
  });

  it("refuses, with their row numbers, the values the upstream would refuse, and sends only the other rows", async () => {
    const longName = "ن".repeat(101);
    const csv = [
      "mobile,نام,ایمیل,سن,تاریخ تولد,شهر",
      "09120000001,مینا,mina@example.com,31,1370/1/5,تهران",
      `09120000002,${longName},,,,`,
      "09120000003,رضا,not-an-email,,,",
      "09120000004,سارا,,سی,,",
      "09120000005,,,,1370/13/40,",
      `09120000006,,,,,${"ش".repeat(256)}`,
    ].join("\n");
    const { rows, mapped } = await mapCsv(csv);
    expect(rows).toEqual([
      {
        row: 2,
        number: "+989120000001",
        name: "مینا",
        email: "mina@example.com",
        options: { "7": "31", "8": "1370/01/05", "9": "تهران" },
      },
    ]);
    expect(mapped.refused.count).toBe(5);
    expect(mapped.refused.issues.map(({ row, column, message }) => ({ row, column, message }))).toEqual([
      { row: 3, column: "نام", message: CONTACT_MESSAGES.nameTooLong },
      { row: 4, column: "ایمیل", message: CONTACT_MESSAGES.emailInvalid },
      { row: 5, column: "سن", message: "مقدار «سن» باید عدد صحیح باشد" },
      { row: 6, column: "تاریخ تولد", message: "مقدار «تاریخ تولد» باید تاریخ به شکل ۱۴۰۳/۰۱/۱۵ باشد" },
      { row: 7, column: "شهر", message: "مقدار «شهر» حداکثر ۲۵۵ نویسه است" },
    ]);
    expect(mapped.refused.issues[0]!.value).toBe(`${"ن".repeat(40)}…`);
  });

  it("leaves skipped columns out, whatever they hold", async () => {
    const { rows } = await mapCsv("mobile,نام,سن\n09120000001,مینا,سی\n", { 1: "skip", 2: "skip" });
    expect(rows).toEqual([{ row: 2, number: "+989120000001" }]);
  });

  it("takes only the first row of a number the file repeats, as the file report counts it", async () => {
    const { rows, file } = await mapCsv("mobile,نام\n09120000001,اول\n09120000001,دوم\n");
    expect(rows).toEqual([{ row: 2, number: "+989120000001", name: "اول" }]);
    expect(file.report.duplicate.count).toBe(1);
  });
});

describe("guessing what each column fills", () => {
  it("matches field names and a feature's Persian or Latin title, each target once", async () => {
    const file = await readCsv("موبایل,نام,Gender,سن,City,Name,یادداشت\n09120000001,a,b,c,d,e,f\n");
    expect(guessColumnTargets(file, FEATURES)).toEqual({
      1: "name",
      2: "gender",
      3: AGE.id,
      4: CITY.id,
      5: "skip",
      6: "skip",
    });
  });

  it("skips every column of a file without titles", async () => {
    const file = await readCsv("09120000001,علی,مرد\n09120000002,مریم,زن\n");
    expect(file.hasHeader).toBe(false);
    expect(guessColumnTargets(file, FEATURES)).toEqual({ 1: "skip", 2: "skip" });
  });

  it("offers each field and feature once: a target another column fills is disabled", () => {
    const choices = targetChoices(2, { 1: "name", 2: "skip", 3: BIRTHDAY.id }, FEATURES);
    expect(choices.map((c) => [c.label, c.disabled])).toEqual([
      ["نام", true],
      ["جنسیت", false],
      ["پیش‌شماره/عنوان", false],
      ["ایمیل", false],
      ["ویژگی: سن", false],
      ["ویژگی: تاریخ تولد", true],
      ["ویژگی: شهر", false],
      ["نادیده گرفتن", false],
    ]);
  });
});

describe("genderFromText", () => {
  it.each([
    ["مرد", 1],
    ["آقا", 1],
    ["Male", 1],
    ["زن", 2],
    ["خانم", 2],
    ["۲", 2],
    ["حقوقي", 3],
    ["سازمانی- حقوقی", 3],
    ["3", 3],
    ["  ", null],
    ["4", undefined],
  ])("reads %p as %p", (text, gender) => {
    expect(genderFromText(text)).toBe(gender);
  });
});
