import { fileImportResponseSchema, phonebookImportResponseSchema } from "@/lib/contract/phonebook-import";
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { buildZip } from "../unit/files/recipients/support/zip-file";
import { buildXlsx, sheetXml, xlsxEntries } from "../unit/files/recipients/support/xlsx-file";
import { api, baseUrl } from "./support/client";
import {
  contactsOf,
  createFeature,
  createPhonebook,
  data,
  e164,
  localMobiles,
  phonebookCount,
  phonebookOwner,
  postImport,
} from "./support/phonebooks";

const toPersian = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** The written forms a file may use for a 09… number, by row. */
function writtenForm(local: string, i: number): string {
  switch (i % 6) {
    case 0:
      return local;
    case 1:
      return e164(local);
    case 2:
      return `0098${local.slice(1)}`;
    case 3:
      return toPersian(local);
    case 4:
      return local.slice(1);
    default:
      return `98${local.slice(1)}`;
  }
}

/**
 * 10,000 rows: per 100, one empty mobile cell, one invalid number, one repeated number, one
 * formula, and one age that is not a whole number; the rest valid in the six written forms.
 */
function contactFile(mobiles: string[]): { text: string; firstValid: string } {
  const lines = ["موبایل,نام,جنسیت,سن,شهر"];
  for (let i = 0; i < 10_000; i++) {
    const kind = i % 100;
    const gender = i % 2 === 0 ? "مرد" : "زن";
    if (kind === 1) lines.push(`,بی‌شماره,${gender},20,تهران`);
    else if (kind === 2) lines.push(`09412345678,نامعتبر,${gender},20,تهران`);
    else if (kind === 3) lines.push(`${mobiles[0]},تکراری,${gender},20,تهران`);
    else if (kind === 4) lines.push(`=HYPERLINK("http://x.example"),فرمول,${gender},20,تهران`);
    else if (kind === 5) lines.push(`${mobiles[i]},سن‌نادرست,${gender},سی,تهران`);
    else lines.push(`${writtenForm(mobiles[i]!, i)},مخاطب ${i},${gender},${20 + (i % 50)},شهر ${i % 7}`);
  }
  return { text: `${lines.join("\n")}\n`, firstValid: mobiles[0]! };
}

describe("importing a file into a phonebook (phonebooks/{id}/import, Edge's multipart call)", () => {
  it("answers a 10,000-row file's report counts, maps its columns to name, gender and features, and imports each number once", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "وارد شده");
    const age = await createFeature(token, { title: "سن", type: "int" });
    const city = await createFeature(token, { title: "شهر", latin_title: "town", type: "string" });
    const mobiles = localMobiles(10_000);
    const file = contactFile(mobiles);

    const started = Date.now();
    const answer = await postImport(token, book, { name: "contacts.csv", bytes: file.text });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(fileImportResponseSchema.parse(answer.body).data).toEqual({
      records: 10_000,
      added: 9_500,
      existences: 100,
      errors: 400,
      report: { empty_cell: 100, invalid_number: 100, duplicate: 100, other_reasons: 100, invalid_values: 100 },
    });
    expect(await phonebookCount(token, book)).toBe(9_500);

    const first = (await data(api(`phonebooks/numbers/contact-list?number=${mobiles[0]}`, { token })))[0];
    expect(first).toMatchObject({
      name: "مخاطب 0",
      gender: 1,
      number: e164(mobiles[0]!),
      options: { [age]: "20", [city]: "شهر 0" },
    });
    const persianRow = (await data(api(`phonebooks/numbers/contact-list?number=${mobiles[9]}`, { token })))[0];
    expect(persianRow).toMatchObject({ name: "مخاطب 9", gender: 2, number: e164(mobiles[9]!) });

    // The same file again: everything is already there.
    const again = fileImportResponseSchema.parse(
      (await postImport(token, book, { name: "contacts.csv", bytes: file.text })).body,
    ).data;
    expect(again).toMatchObject({ records: 10_000, added: 0, existences: 9_600, errors: 400 });
    expect(await phonebookCount(token, book)).toBe(9_500);
  });

  it("takes the columns the caller maps, and an xlsx file", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "اکسل");
    const score = await createFeature(token, { title: "امتیاز", type: "int" });
    const [a, b] = localMobiles(2);
    const bytes = buildXlsx([
      ["ستون یک", "ستون دو", "ستون سه", "ستون چهار"],
      ["آقای", a!, "علی", "12"],
      ["خانم", b!, "مریم", "7"],
    ]);
    const answer = await postImport(
      token,
      book,
      { name: "list.xlsx", bytes },
      { mobile_column: "1", columns: JSON.stringify({ 0: "pre", 2: "name", 3: score }) },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ records: 2, added: 2, errors: 0 });
    const byNumber = new Map((await contactsOf(token, book)).map((c) => [c.number, c]));
    expect(byNumber.get(e164(a!))).toMatchObject({ pre: "آقای", name: "علی", options: { [score]: "12" } });

    const unknownFeature = await postImport(
      token,
      book,
      { name: "list.xlsx", bytes },
      { mobile_column: "1", columns: JSON.stringify({ 3: 999_999 }) },
    );
    expect(unknownFeature.body.meta.errors["columns.3"]).toEqual(["ویژگی یافت نشد"]);
    const badMapping = await postImport(token, book, { name: "list.xlsx", bytes }, { columns: "{not json" });
    expect(badMapping.body.meta.errors.columns).toEqual([
      'نگاشت ستون‌ها معتبر نیست؛ مثال: {"1": "name", "2": "gender", "3": 12}',
    ]);
  });

  describe("refuses a bad file with its own Persian message and imports nothing", () => {
    let token: string;
    let book: number;
    beforeAll(async () => {
      token = (await phonebookOwner()).token;
      book = await createPhonebook(token, "بی‌فایل");
    });
    afterEach(async () => {
      expect(await phonebookCount(token, book)).toBe(0);
    });

    const refused = async (
      file: { name: string; bytes: Uint8Array | string },
      message: string,
      field = "file",
      fields: Record<string, string> = {},
    ) => {
      const answer = await postImport(token, book, file, fields);
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors[field]).toEqual([message]);
    };

    it("a program renamed .xlsx or .csv, or sent as .exe", async () => {
      const executable = Uint8Array.from([
        0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
      ]);
      await refused({ name: "contacts.xlsx", bytes: executable }, RECIPIENTS_FILE_MESSAGES.wrongFormat);
      await refused({ name: "contacts.csv", bytes: executable }, RECIPIENTS_FILE_MESSAGES.wrongFormat);
      await refused({ name: "contacts.exe", bytes: executable }, RECIPIENTS_FILE_MESSAGES.wrongFormat);
    });

    it("a zip bomb dressed as xlsx", async () => {
      const entries = xlsxEntries({
        name: "xl/worksheets/sheet1.xml",
        data: new TextEncoder().encode(sheetXml([["09120000001"]])),
        declaredSize: 0xfffffff0,
      });
      await refused({ name: "contacts.xlsx", bytes: buildZip(entries) }, RECIPIENTS_FILE_MESSAGES.zipBomb);
    });

    it("a file without a mobile column, and a chosen column the file does not have", async () => {
      await refused(
        { name: "contacts.csv", bytes: "نام,شهر\nعلی,تهران\nرضا,شیراز\n" },
        "ستون شماره موبایل در فایل پیدا نشد؛ فایل باید ستونی از شماره‌های موبایل داشته باشد (یا آن را با mobile_column انتخاب کنید، ستون A برابر ۰).",
      );
      await refused(
        { name: "contacts.csv", bytes: `mobile\n${localMobiles(1)[0]}\n` },
        "ستون انتخاب‌شده در فایل نیست.",
        "mobile_column",
        { mobile_column: "4" },
      );
    });

    it("1,000,001 records", async () => {
      const mobiles = localMobiles(1, "935")[0]!.slice(0, 5);
      const rows: string[] = ["mobile"];
      for (let i = 0; i < 1_000_001; i++) rows.push(`${mobiles}${String(i).padStart(6, "0")}`);
      await refused({ name: "contacts.csv", bytes: rows.join("\n") }, RECIPIENTS_FILE_MESSAGES.tooManyRecords);
    }, 60_000);

    it("broken CSV quoting, an empty file, and a file without one valid number", async () => {
      await refused(
        { name: "contacts.csv", bytes: `mobile,name\n${localMobiles(1)[0]},"unclosed\n` },
        RECIPIENTS_FILE_MESSAGES.brokenQuotes,
      );
      await refused({ name: "contacts.csv", bytes: "" }, RECIPIENTS_FILE_MESSAGES.emptyFile);
      await refused({ name: "contacts.txt", bytes: "0941234567\n12345\n" }, RECIPIENTS_FILE_MESSAGES.noValidNumber);
    });

    it("no file at all, or into another user's phonebook", async () => {
      const form = new FormData();
      form.append("note", "بدون فایل");
      const none = await fetch(`${baseUrl()}/v1/api/phonebooks/${book}/import`, {
        method: "POST",
        headers: { authorization: token },
        body: form,
      });
      expect(none.status).toBe(422);
      expect((await none.json()).meta.errors.file).toEqual(["تکمیل گزینه فایل الزامی است"]);
      const stranger = await phonebookOwner();
      const foreign = await postImport(stranger.token, book, {
        name: "contacts.csv",
        bytes: `mobile\n${localMobiles(1)[0]}\n`,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.meta.message).toBe("دفترچه تلفن یافت نشد");
    });
  });
});

/** The panel's import: the rows it read, sent in chunks. */
const chunk = (token: string, importId: string, index: number, contacts: Record<string, unknown>[]) =>
  api(`phonebooks/imports/${importId}/chunks/${index}`, { method: "PUT", token, body: { contacts } });

describe("importing in chunks (phonebooks/{id}/imports, a reference extension)", () => {
  it("stages chunks under their index, takes a chunk sent again once, and commits every contact at once", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "تکه‌ای");
    const city = await createFeature(token, { title: "شهر", type: "string" });
    const [a, b, c, d, e] = localMobiles(5);
    const importId = `import-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

    const started = await api(`phonebooks/${book}/imports`, {
      token,
      body: { import_id: importId, records: 6, chunks: 3 },
    });
    expect(phonebookImportResponseSchema.parse(started.body).data).toMatchObject({
      import_id: importId,
      status: "open",
      received_chunks: [],
      staged: 0,
    });
    // Opening it again (an answer lost on the way) gives the same import.
    expect(
      (await data(api(`phonebooks/${book}/imports`, { token, body: { import_id: importId, records: 6, chunks: 3 } })))
        .import_id,
    ).toBe(importId);

    expect(
      (
        await data(
          chunk(token, importId, 0, [
            { number: a, name: "علی", gender: "مرد", options: { [city]: "تهران" } },
            { number: toPersian(b!) },
          ]),
        )
      ).staged,
    ).toBe(2);
    const second = [{ number: e164(c!) }, { number: "0941", name: "نامعتبر" }];
    expect(await data(chunk(token, importId, 1, second))).toMatchObject({
      staged: 3,
      errors: 1,
      received_chunks: [0, 1],
    });
    // The network failed after the upstream took chunk 1: the panel sends it again.
    expect(await data(chunk(token, importId, 1, second))).toMatchObject({
      staged: 3,
      errors: 1,
      received_chunks: [0, 1],
    });

    const early = await api(`phonebooks/imports/${importId}/commit`, { token, body: {} });
    expect(early.status).toBe(422);
    expect(early.body.meta.errors.chunks).toEqual(["بخش‌های ۲ هنوز نرسیده است"]);
    expect(await phonebookCount(token, book)).toBe(0);

    const resumed = phonebookImportResponseSchema.parse(
      (await api(`phonebooks/imports/${importId}`, { token })).body,
    ).data;
    expect(resumed.received_chunks).toEqual([0, 1]);
    await chunk(token, importId, 2, [{ number: a }, { number: `0098${d!.slice(1)}` }]);

    const committed = await api(`phonebooks/imports/${importId}/commit`, { token, body: {} });
    expect(committed.body.data).toEqual({ added: 4, existences: 1, errors: 1 });
    expect(await phonebookCount(token, book)).toBe(4);
    const contacts = await contactsOf(token, book);
    expect(contacts.map((x) => x.number).sort()).toEqual([a, b, c, d].map((m) => e164(m!)).sort());
    expect(contacts.find((x) => x.number === e164(a!))).toMatchObject({
      name: "علی",
      gender: 1,
      options: { [city]: "تهران" },
    });

    // Committing again answers the same; chunks after the commit are refused.
    expect(await data(api(`phonebooks/imports/${importId}/commit`, { token, body: {} }))).toEqual({
      added: 4,
      existences: 1,
      errors: 1,
    });
    const late = await chunk(token, importId, 2, [{ number: e }]);
    expect(late.status).toBe(409);
    expect(late.body.meta.message).toBe("این ورود پیش‌تر ثبت شده است");
    expect(await phonebookCount(token, book)).toBe(4);
  });

  it("leaves the phonebook untouched by an import never committed, a refused chunk, or one that brings more than declared", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "نیمه‌کاره");
    const opened = await data(api(`phonebooks/${book}/imports`, { token, body: { records: 3, chunks: 2 } }));
    const mobiles = localMobiles(4);
    await chunk(token, opened.import_id, 0, [{ number: mobiles[0] }, { number: mobiles[1] }]);

    const broken = await chunk(token, opened.import_id, 1, [{ name: "بی‌شماره" }]);
    expect(broken.status).toBe(422);
    expect(broken.body.meta.errors["contacts.0.number"]).toBeDefined();
    const tooMany = await chunk(token, opened.import_id, 1, [{ number: mobiles[2] }, { number: mobiles[3] }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.meta.errors.contacts).toEqual(["تعداد رکوردهای رسیده بیش از تعداد اعلام‌شده است"]);
    const outside = await chunk(token, opened.import_id, 2, [{ number: mobiles[2] }]);
    expect(outside.body.meta.errors.chunk_index).toEqual(["شماره بخش خارج از بخش‌های این ورود است"]);

    // Neither refused chunk was taken: chunk 1 can still come.
    expect((await data(api(`phonebooks/imports/${opened.import_id}`, { token }))).received_chunks).toEqual([0]);
    expect(await phonebookCount(token, book)).toBe(0);
    expect(await contactsOf(token, book)).toEqual([]);
  });

  it("refuses more than 1,000,000 records, and keeps each user's imports their own", async () => {
    const owner = await phonebookOwner();
    const stranger = await phonebookOwner();
    const book = await createPhonebook(owner.token, "من");
    const big = await api(`phonebooks/${book}/imports`, {
      token: owner.token,
      body: { records: 1_000_001, chunks: 101 },
    });
    expect(big.body.meta.errors.records).toEqual(["حداکثر ۱٬۰۰۰٬۰۰۰ رکورد در هر ورود مخاطبان پذیرفته می‌شود."]);

    const opened = await data(
      api(`phonebooks/${book}/imports`, { token: owner.token, body: { records: 1, chunks: 1 } }),
    );
    expect((await api(`phonebooks/imports/${opened.import_id}`, { token: stranger.token })).status).toBe(404);
    const foreignChunk = await chunk(stranger.token, opened.import_id, 0, [{ number: localMobiles(1)[0] }]);
    expect(foreignChunk.status).toBe(404);
    expect(foreignChunk.body.meta.message).toBe("ورود مخاطبان یافت نشد");
    expect(
      (await api(`phonebooks/imports/${opened.import_id}/commit`, { token: stranger.token, body: {} })).status,
    ).toBe(404);
    expect(
      (await api(`phonebooks/${book}/imports`, { token: stranger.token, body: { records: 1, chunks: 1 } })).status,
    ).toBe(404);
    const otherBook = await createPhonebook(owner.token, "دیگر");
    const reused = await api(`phonebooks/${otherBook}/imports`, {
      token: owner.token,
      body: { import_id: opened.import_id, records: 1, chunks: 1 },
    });
    expect(reused.body.meta.errors.import_id).toEqual(["این شناسه ورود برای دفترچه تلفن دیگری است"]);
  });
});
