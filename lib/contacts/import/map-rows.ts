import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@/lib/contract/contacts";
import type { ImportRow } from "@/lib/contract/phonebook-import";
import { checkFeatureValue } from "@/lib/contract/phonebooks";
import { recipientAt } from "@/lib/files/recipients/recipient-values";
import { textAt } from "@/lib/files/recipients/text-column";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";
import { SKIP, type ColumnTargets, type ContactField, type ImportFeature } from "./column-targets";
import { genderFromText } from "./gender";
import { jsonBytes } from "./json-bytes";
import { IMPORT_VALUE_MESSAGES } from "./messages";

/** The part of a parsed file (keyword mode) the mapping reads. */
export type ImportFile = Pick<RecipientsFileResult, "numbers" | "rows" | "columns" | "keptColumns" | "values">;

/** One value of a row that the import cannot take as it is. */
interface ValueIssue {
  /** The file row (as a spreadsheet numbers it). */
  row: number;
  /** The column's title (or letter). */
  column: string;
  value: string;
  message: string;
}

export interface IssueList {
  /** Rows with at least one issue. */
  count: number;
  /** The issues of the first rows (up to the limit). */
  issues: ValueIssue[];
}

export interface MappedImport {
  /** The recipients (indexes into the file's result) whose rows are sent, in file order. */
  sent: Uint32Array;
  /** Each sent row's size as JSON, in bytes, never less than the real one. */
  bytes: Uint32Array;
  /** Rows left out: a value the upstream would refuse (too long, a bad email, a feature value of the wrong type). */
  refused: IssueList;
  /** Rows sent without a value the file gave: an unknown gender. */
  warned: IssueList;
}

/** Rows whose issues are listed before only counting. */
const ISSUE_ROW_LIMIT = 1000;
const VALUE_SHOWN = 40;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Mapped {
  row: ImportRow;
  refusals: ValueIssue[];
  warnings: ValueIssue[];
}

/**
 * Turns each recipient of the parsed file into the row the upstream takes: its number (E.164) and
 * file row, the columns mapped to name, gender, pre, email and features; checked as the upstream
 * checks an imported row, so the user sees its refusals before the upload.
 */
export class ImportRowMapper {
  private readonly fields: Partial<Record<ContactField, { value: number; column: string }>> = {};
  private readonly features: Array<{ value: number; column: string; feature: ImportFeature }> = [];

  constructor(
    private readonly file: ImportFile,
    targets: ColumnTargets,
    features: readonly ImportFeature[],
  ) {
    const byId = new Map(features.map((f) => [f.id, f]));
    file.keptColumns.forEach((column, value) => {
      const target = targets[column] ?? SKIP;
      const title = file.columns[column] ?? "";
      if (target === SKIP) return;
      if (typeof target === "number") {
        const feature = byId.get(target);
        if (feature) this.features.push({ value, column: title, feature });
      } else this.fields[target] = { value, column: title };
    });
  }

  get size(): number {
    return this.file.numbers.length;
  }

  private text(value: number, index: number): string {
    const column = this.file.values[value];
    return column ? textAt(column, index).trim() : "";
  }

  /** The i-th recipient's row, with why the upstream would refuse it and what it leaves out. */
  map(index: number): Mapped {
    const fileRow = this.file.rows[index]!;
    const row: ImportRow = { row: fileRow, number: recipientAt(this.file, index) };
    const refusals: ValueIssue[] = [];
    const warnings: ValueIssue[] = [];
    const issue = (column: string, value: string, message: string): ValueIssue => ({
      row: fileRow,
      column,
      value: value.length > VALUE_SHOWN ? `${value.slice(0, VALUE_SHOWN)}…` : value,
      message,
    });

    const textField = (
      field: "name" | "pre" | "email",
      limit: number,
      message: string,
      valid: (text: string) => boolean = () => true,
    ) => {
      const source = this.fields[field];
      if (!source) return;
      const text = this.text(source.value, index);
      if (text === "") return;
      if (text.length > limit || !valid(text)) refusals.push(issue(source.column, text, message));
      else row[field] = text;
    };
    textField("name", CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong);
    textField("pre", CONTACT_LIMITS.pre, CONTACT_MESSAGES.preTooLong);
    textField("email", CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid, (text) => EMAIL.test(text));

    const gender = this.fields.gender;
    if (gender) {
      const text = this.text(gender.value, index);
      const read = genderFromText(text);
      if (read === undefined) warnings.push(issue(gender.column, text, IMPORT_VALUE_MESSAGES.genderUnknown));
      else if (read !== null) row.gender = read;
    }

    if (this.features.length > 0) {
      const options: Record<string, string> = {};
      for (const { value, column, feature } of this.features) {
        const text = this.text(value, index);
        const checked = checkFeatureValue(feature.type, feature.title, text);
        if (!checked.ok) refusals.push(issue(column, text, checked.message));
        else if (checked.value !== null) options[String(feature.id)] = checked.value;
      }
      if (Object.keys(options).length > 0) row.options = options;
    }
    return { row, refusals, warnings };
  }

  /** The row sent for the i-th recipient. */
  rowAt(index: number): ImportRow {
    return this.map(index).row;
  }
}

function addIssues(list: IssueList, issues: ValueIssue[]): void {
  if (issues.length === 0) return;
  list.count++;
  if (list.count <= ISSUE_ROW_LIMIT) list.issues.push(...issues);
}

export interface MapOptions {
  /** Rows mapped between two yields to the page, so a million rows never freeze it. */
  slice?: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every recipient mapped and checked: which rows are sent, their sizes, and the rows refused or sent without a value. */
export async function mapImportRows(
  mapper: ImportRowMapper,
  { slice = 20_000, onProgress, signal }: MapOptions = {},
): Promise<MappedImport> {
  const sent: number[] = [];
  const bytes: number[] = [];
  const refused: IssueList = { count: 0, issues: [] };
  const warned: IssueList = { count: 0, issues: [] };
  for (let start = 0; start < mapper.size; start += slice) {
    if (start > 0) await yieldToPage();
    signal?.throwIfAborted();
    const end = Math.min(mapper.size, start + slice);
    for (let i = start; i < end; i++) {
      const { row, refusals, warnings } = mapper.map(i);
      addIssues(refused, refusals);
      if (refusals.length > 0) continue;
      addIssues(warned, warnings);
      sent.push(i);
      bytes.push(jsonBytes(row));
    }
    onProgress?.((end / mapper.size) * 100);
  }
  return { sent: Uint32Array.from(sent), bytes: Uint32Array.from(bytes), refused, warned };
}
