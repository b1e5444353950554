import {
  IMPORT_MESSAGES,
  type FileImportResult,
  type ImportColumns,
  type ImportRow,
} from "@/lib/contract/phonebook-import";
import { PHONEBOOK_MESSAGES } from "@/lib/contract/phonebooks";
import { msisdnOf } from "@/lib/files/recipients/mobile-cell";
import { textAt } from "@/lib/files/recipients/text-column";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";
import type { Db } from "../db/client";
import { keepUpload } from "../files/uploads";
import { validationFailed } from "../http/failure";
import { FILE_SEND_MESSAGES } from "../sending/file-send-messages";
import { parseUploadedFile } from "../sending/recipients/isolated-parse";
import type { UploadedFile } from "../sending/recipients/uploaded-file";
import { insertContacts, type NewContact } from "./contact-writes";
import { visibleFeatures, type Feature } from "./features";
import { checkImportRow } from "./import-rows";
import type { PhonebookRow } from "./ownership";

type Field = "name" | "pre" | "email" | "gender";

/** Where each contact field and feature is read from: a kept column's position in the parsed values. */
interface Mapping {
  fields: Partial<Record<Field, number>>;
  features: Array<{ value: number; feature: Feature }>;
}

/** Lower case, Arabic ي/ك as Persian, without spaces, joiners, underscores or dashes. */
const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\s\u200c_\-.]+/g, "");

const FIELD_TITLES: Record<Field, string[]> = {
  name: ["name", "نام", "نامونامخانوادگی", "fullname", "نامکامل"],
  pre: ["pre", "prefix", "پیشوند", "عنوان"],
  email: ["email", "ایمیل", "پستالکترونیک", "mail"],
  gender: ["gender", "sex", "جنسیت"],
};

/**
 * Extra columns matched to contact fields and features: by the caller's `columns` (column index
 * to field or feature id), or else by the header's title (a field's usual names, a feature's
 * Persian or Latin title). Columns matching nothing are left out.
 */
function mapColumns(parsed: RecipientsFileResult, features: Feature[], chosen: ImportColumns | undefined): Mapping {
  const mapping: Mapping = { fields: {}, features: [] };
  const enabled = features.filter((f) => f.enabled);
  parsed.keptColumns.forEach((column, value) => {
    const target = chosen ? chosen[String(column)] : undefined;
    if (chosen) {
      if (target === undefined || target === "skip") return;
      if (typeof target === "number") {
        const feature = enabled.find((f) => f.id === target);
        if (!feature) throw validationFailed({ [`columns.${column}`]: [PHONEBOOK_MESSAGES.optionNotFound] });
        mapping.features.push({ value, feature });
      } else mapping.fields[target] = value;
      return;
    }
    if (!parsed.hasHeader) return;
    const title = normalise(parsed.columns[column] ?? "");
    if (!title) return;
    const field = (Object.keys(FIELD_TITLES) as Field[]).find((f) => FIELD_TITLES[f].includes(title));
    if (field && mapping.fields[field] === undefined) {
      mapping.fields[field] = value;
      return;
    }
    const feature = enabled.find(
      (f) => normalise(f.title) === title || (f.latinTitle !== null && normalise(f.latinTitle) === title),
    );
    if (feature && !mapping.features.some((m) => m.feature.id === feature.id))
      mapping.features.push({ value, feature });
  });
  return mapping;
}

/**
 * The file read by the panel's own parser in a thread of bounded memory; its refusals answered on
 * `file`, a column the file lacks on `mobile_column`.
 */
async function readFile(file: UploadedFile, mobileColumn: number | undefined): Promise<RecipientsFileResult> {
  const outcome = await parseUploadedFile(file.bytes, file.name, { mode: "keyword", mobileColumn, reportRowLimit: 0 });
  if (outcome.status === "error") throw validationFailed({ file: [outcome.message] });
  if (outcome.status === "choose_column") {
    if (mobileColumn !== undefined) throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnNotInFile] });
    throw validationFailed({ file: [IMPORT_MESSAGES.noMobileColumn] });
  }
  if (mobileColumn !== undefined && outcome.mobileColumn !== mobileColumn)
    throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnNotInFile] });
  return outcome;
}

export interface FileImportInput {
  file: UploadedFile;
  /** The member importing: the file is kept in file management as theirs. */
  memberId: number;
  mobileColumn?: number;
  columns?: ImportColumns;
}

/**
 * Edge's `phonebooks/{id}/import`: the whole file read and checked first (a refused file writes
 * nothing), then its contacts written in one transaction, in INSERTs of 50,000 rows, each number
 * once per phonebook, with the file kept in file management («فایل ورود مخاطبان»), so a refused
 * or failed import keeps no file either. `records` = `added` + `existences` + `errors`.
 */
export async function importFile(
  db: Db,
  userId: number,
  phonebook: PhonebookRow,
  input: FileImportInput,
): Promise<FileImportResult> {
  const parsed = await readFile(input.file, input.mobileColumn);
  const features = await visibleFeatures(db, userId);
  const mapping = mapColumns(parsed, features, input.columns);
  const featureMap = new Map(mapping.features.map((m) => [m.feature.id, m.feature]));
  const text = (value: number | undefined, i: number) =>
    value === undefined || !parsed.values[value] ? undefined : textAt(parsed.values[value]!, i);

  const rows: NewContact[] = [];
  let invalidValues = 0;
  for (let i = 0; i < parsed.numbers.length; i++) {
    const row: ImportRow = {
      number: msisdnOf(parsed.numbers[i]!),
      name: text(mapping.fields.name, i),
      pre: text(mapping.fields.pre, i),
      email: text(mapping.fields.email, i),
      gender: text(mapping.fields.gender, i) ?? null,
    };
    if (mapping.features.length > 0) {
      const options: Record<string, string> = {};
      for (const { value, feature } of mapping.features) options[String(feature.id)] = text(value, i) ?? "";
      row.options = options;
    }
    const contact = checkImportRow(row, featureMap);
    if (contact) rows.push({ ...contact, phonebookId: phonebook.id });
    else invalidValues++;
  }

  const added = await db.transaction(async (tx) => {
    const inserted = await insertContacts(tx, userId, rows);
    await keepUpload(tx, { userId, memberId: input.memberId }, "contacts_import", input.file);
    return inserted;
  });
  const { report } = parsed;
  const errors = report.emptyCell.count + report.invalidNumber.count + report.otherReasons.count + invalidValues;
  return {
    records: report.records,
    added,
    existences: rows.length - added + report.duplicate.count,
    errors,
    report: {
      empty_cell: report.emptyCell.count,
      invalid_number: report.invalidNumber.count,
      duplicate: report.duplicate.count,
      other_reasons: report.otherReasons.count,
      invalid_values: invalidValues,
    },
  };
}
