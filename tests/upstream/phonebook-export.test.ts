import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { api } from "./support/client";
import {
  addContacts,
  contactsOf,
  createFeature,
  createPhonebook,
  download,
  e164,
  localMobiles,
  phonebookOwner,
  postImport,
} from "./support/phonebooks";

/** Names a spreadsheet would run as formulas, and a plain one. */
const DANGEROUS = ["=cmd|' /C calc'!A0", '+HYPERLINK("http://x.example")', "-2+3", "@SUM(1,2)"];

/** CSV rows of simple files (the tests' values hold no line breaks), quotes resolved. */
function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder().decode(bytes).replace(/^\ufeff/, "");
  return text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .map((m) => m[1]!)
        .slice(0, -1)
        .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)),
    );
}

async function exportOwner() {
  const { token } = await phonebookOwner();
  const book = await createPhonebook(token, "خروجی");
  const city = await createFeature(token, { title: "شهر", type: "string" });
  const mobiles = localMobiles(5);
  await addContacts(token, [
    ...DANGEROUS.map((name, i) => ({
      number: mobiles[i],
      name,
      gender: 1,
      phonebook_id: book,
      options: { [city]: "=1+1" },
    })),
    {
      number: mobiles[4],
      name: "مریم، احمدی",
      gender: 2,
      phonebook_id: book,
      options: { [city]: "تهران" },
      tags: ["VIP", "وفادار"],
    },
  ]);
  return { token, book, city, mobiles };
}

describe("exporting contacts (phonebooks/{id}/export, phonebooks/numbers/contact-list/export)", () => {
  it("writes a CSV whose cells starting with = + - @ are made harmless, with the columns an import reads back", async () => {
    const { token, book, mobiles } = await exportOwner();
    const file = await download(token, `phonebooks/${book}/export?format=csv`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="phonebook-${book}.csv"`);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [titles, ...rows] = csvRows(file.bytes);
    expect(titles).toEqual([
      "موبایل",
      "نام",
      "جنسیت",
      "پیشوند",
      "ایمیل",
      "دفترچه تلفن",
      "زمان ایجاد",
      "برچسب‌ها",
      "تاریخ تولد",
      "شهر",
    ]);
    expect(rows.map((r) => r[0])).toEqual(mobiles);
    expect(rows.slice(0, 4).map((r) => r[1])).toEqual(DANGEROUS.map((name) => `'${name}`));
    expect(rows.slice(0, 4).every((r) => r[9] === "'=1+1" && r[2] === "مرد")).toBe(true);
    expect(rows[4]).toMatchObject({ 1: "مریم، احمدی", 2: "زن", 5: "خروجی", 7: "VIP، وفادار", 9: "تهران" });
    expect(rows[4]![6]).toMatch(/^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/);
    // No exported cell starts a formula.
    expect(rows.flat().some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it("writes an XLSX of text cells made harmless, which imports back into another phonebook", async () => {
    const { token, book, city, mobiles } = await exportOwner();
    const file = await download(token, `phonebooks/${book}/export`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const rows = await readXlsxRows(file.bytes);
    expect(rows[0]![0]).toBe("موبایل");
    expect(rows.slice(1, 5).map((r) => r[1])).toEqual(DANGEROUS.map((name) => `'${name}`));
    expect(rows.slice(1).map((r) => r[0])).toEqual(mobiles);
    expect(rows.flat().some((cell) => typeof cell === "string" && /^[=+\-@]/.test(cell))).toBe(false);

    const copy = await createPhonebook(token, "رونوشت");
    const imported = await postImport(token, copy, { name: "export.xlsx", bytes: file.bytes });
    expect(imported.body.data).toMatchObject({ records: 5, added: 5, errors: 0 });
    const maryam = (await contactsOf(token, copy)).find((c) => c.number === e164(mobiles[4]!));
    expect(maryam).toMatchObject({ name: "مریم، احمدی", gender: 2, options: { [city]: "تهران" } });
  });

  it("exports the contact list by its filters, and never another user's phonebook", async () => {
    const { token, book, mobiles } = await exportOwner();
    const filtered = await download(token, `phonebooks/numbers/contact-list/export?format=csv&number=${mobiles[4]}`);
    expect(csvRows(filtered.bytes).map((r) => r[0])).toEqual(["موبایل", mobiles[4]]);
    const stranger = await phonebookOwner();
    const foreign = await download(stranger.token, `phonebooks/${book}/export`);
    expect(foreign.status).toBe(404);
    const all = await download(stranger.token, "phonebooks/numbers/contact-list/export?format=csv");
    expect(csvRows(all.bytes)).toHaveLength(1);
    expect((await download("", `phonebooks/${book}/export`)).status).toBe(401);
  });

  it("offers a sample file with the titles an import reads and the phonebook's features, which imports as it is", async () => {
    const { token } = await phonebookOwner();
    const score = await createFeature(token, { title: "امتیاز", type: "int" });
    await createFeature(token, { title: "دیگر", type: "string" });
    const book = await createPhonebook(token, "نمونه", [score]);
    const sample = await download(token, `phonebooks/${book}/import/get-sample`);
    expect(sample.status).toBe(200);
    const rows = await readXlsxRows(sample.bytes);
    expect(rows[0]).toEqual(["موبایل", "نام", "جنسیت", "امتیاز"]);
    const parsed = await parseRecipients(sample.bytes, "sample.xlsx", { mode: "keyword" });
    expect(parsed.status).toBe("ready");
    const imported = await postImport(token, book, { name: "sample.xlsx", bytes: sample.bytes });
    expect(imported.body.data).toMatchObject({ records: 2, added: 2, errors: 0 });
    expect((await contactsOf(token, book)).map((c) => c.options[score]).sort()).toEqual(["12", "13"]);
    const csv = await download(token, `phonebooks/${book}/import/get-sample?format=csv`);
    expect(new TextDecoder().decode(csv.bytes)).toContain("موبایل,نام,جنسیت,امتیاز");
    expect((await api(`phonebooks/999999/import/get-sample`, { token })).status).toBe(404);
  });
});
