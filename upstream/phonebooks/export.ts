import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { GENDER_TITLES } from "@/lib/contract/contacts";
import { type ExportFormat } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { contactTags, contacts, phonebooks } from "../db/schema";
import { CsvFile } from "../sheets/csv-file";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { SHEET_CONTENT_TYPES } from "../sheets/sheet-stream";
import { contactColumns } from "./contacts-query";
import type { Feature } from "./features";
import { XlsxFile } from "./xlsx-file";

/** Contacts read per query while a file is written. */
const PAGE = 10_000;

export interface SheetFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/** The column titles the import reads back: the mobile, name and gender columns, then each feature by its Persian title. */
const CONTACT_FILE_TITLES = {
  mobile: "موبایل",
  name: "نام",
  gender: "جنسیت",
  pre: "پیشوند",
  email: "ایمیل",
} as const;
const EXPORT_TITLES = [
  CONTACT_FILE_TITLES.mobile,
  CONTACT_FILE_TITLES.name,
  CONTACT_FILE_TITLES.gender,
  CONTACT_FILE_TITLES.pre,
  CONTACT_FILE_TITLES.email,
  "دفترچه تلفن",
  "زمان ایجاد",
  "برچسب‌ها",
];

/** A sheet in either format, row by row. */
function sheetBuilder(format: ExportFormat): {
  addRow(cells: readonly string[]): void;
  finish(): Promise<Uint8Array>;
} {
  if (format === "xlsx") return new XlsxFile();
  const csv = new CsvFile();
  return { addRow: (cells) => csv.addRow(cells), finish: async () => csv.finish() };
}

const sheetFile = (body: Uint8Array, format: ExportFormat, baseName: string): SheetFile => ({
  body,
  contentType: SHEET_CONTENT_TYPES[format],
  fileName: `${baseName}.${format}`,
});

/**
 * The contacts that pass `where`, oldest first, as a file: mobile (0912…), name, gender,
 * prefix, email, phonebook, created time (Jalali, Tehran), tags, then each feature. Every text
 * cell is made harmless (a leading =, +, - or @ never becomes a formula). The background writer reads
 * smaller pages (`page`), so other calls on the same database wait little between them, and hears
 * after each how many rows are written (`onRows`: its progress and lease).
 */
export async function exportContacts(
  db: Db,
  where: SQL,
  features: Feature[],
  format: ExportFormat,
  baseName: string,
  { onRows, page = PAGE }: { onRows?: (done: number) => Promise<void>; page?: number } = {},
): Promise<SheetFile> {
  const jalaliTime = jalaliTimeFormatter();
  const sheet = sheetBuilder(format);
  sheet.addRow([...EXPORT_TITLES, ...features.map((f) => f.title)]);
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        ...contactColumns,
        tags: sql<
          string | null
        >`(select string_agg(${contactTags.tag}, '، ' order by ${contactTags.id}) from ${contactTags} where ${contactTags.contactId} = ${contacts.id})`,
      })
      .from(contacts)
      .innerJoin(phonebooks, eq(phonebooks.id, contacts.phonebookId))
      .where(and(where, gt(contacts.id, after)))
      .orderBy(asc(contacts.id))
      .limit(page);
    for (const row of rows) {
      sheet.addRow([
        `0${row.msisdn.slice(2)}`,
        row.name,
        row.gender === null ? "" : (GENDER_TITLES[row.gender] ?? ""),
        row.pre,
        row.email,
        row.phonebookTitle,
        jalaliTime(row.createdAt),
        row.tags ?? "",
        ...features.map((f) => row.options[String(f.id)] ?? ""),
      ]);
    }
    done += rows.length;
    await onRows?.(done);
    if (rows.length < page) break;
    after = rows[rows.length - 1]!.id;
  }
  return sheetFile(await sheet.finish(), format, baseName);
}

/** A file to fill for an import: the titles the import recognises, and two example rows. */
export async function sampleFile(features: Feature[], format: ExportFormat): Promise<SheetFile> {
  const sheet = sheetBuilder(format);
  sheet.addRow([
    CONTACT_FILE_TITLES.mobile,
    CONTACT_FILE_TITLES.name,
    CONTACT_FILE_TITLES.gender,
    ...features.map((f) => f.title),
  ]);
  const example = (f: Feature, i: number) =>
    f.type === "int" ? String(12 + i) : f.type === "date" ? `1403/0${i + 1}/15` : "نمونه";
  sheet.addRow(["09120000000", "علی رضایی", "مرد", ...features.map((f) => example(f, 0))]);
  sheet.addRow(["09350000000", "مریم احمدی", "زن", ...features.map((f) => example(f, 1))]);
  return sheetFile(await sheet.finish(), format, "phonebook-import-sample");
}
