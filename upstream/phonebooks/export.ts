import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { GENDER_TITLES } from "@/lib/contract/contacts";
import { type ExportFormat } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { contactTags, contacts, phonebooks } from "../db/schema";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { SHEET_CONTENT_TYPES, sheetStream } from "../sheets/sheet-stream";
import { contactColumns } from "./contacts-query";
import type { Feature } from "./features";

/** Contacts read per query for a file answered directly; the background writer asks for shorter pages. */
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

/** A whole sheet's bytes, for a file small enough to answer at once (the import's sample). */
async function sheetBytes(format: ExportFormat, rows: readonly (readonly string[])[]): Promise<Uint8Array> {
  async function* once() {
    yield rows;
  }
  return new Uint8Array(await new Response(sheetStream(format, once())).arrayBuffer());
}

const sheetFile = (body: Uint8Array, format: ExportFormat, baseName: string): SheetFile => ({
  body,
  contentType: SHEET_CONTENT_TYPES[format],
  fileName: `${baseName}.${format}`,
});

/**
 * The contacts that pass `where`, oldest first, titles first: mobile (0912…), name, gender,
 * prefix, email, phonebook, created time (Jalali, Tehran), tags, then each feature. The sheet makes
 * every text cell harmless (a leading =, +, - or @ never becomes a formula).
 */
export async function* contactFileRows(
  db: Db,
  where: SQL,
  features: Feature[],
  page = PAGE,
): AsyncGenerator<string[][]> {
  yield [[...EXPORT_TITLES, ...features.map((f) => f.title)]];
  const jalaliTime = jalaliTimeFormatter();
  let after = 0;
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
    yield rows.map((row) => [
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
    if (rows.length < page) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A file to fill for an import: the titles the import recognises, and two example rows. */
export async function sampleFile(features: Feature[], format: ExportFormat): Promise<SheetFile> {
  const example = (f: Feature, i: number) =>
    f.type === "int" ? String(12 + i) : f.type === "date" ? `1403/0${i + 1}/15` : "نمونه";
  const rows = [
    [CONTACT_FILE_TITLES.mobile, CONTACT_FILE_TITLES.name, CONTACT_FILE_TITLES.gender, ...features.map((f) => f.title)],
    ["09120000000", "علی رضایی", "مرد", ...features.map((f) => example(f, 0))],
    ["09350000000", "مریم احمدی", "زن", ...features.map((f) => example(f, 1))],
  ];
  return sheetFile(await sheetBytes(format, rows), format, "phonebook-import-sample");
}
