import type { IMPORT_FIELDS } from "@/lib/contract/phonebook-import";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";

/** What an extra column of the file fills: a contact field, a custom feature (its id), or nothing. */
export type ColumnTarget = (typeof IMPORT_FIELDS)[number] | number;
export type ContactField = Exclude<ColumnTarget, number | "skip">;
/** Each extra column's target, by the column's index in the file. */
export type ColumnTargets = Record<number, ColumnTarget>;

/** A custom feature as the import needs it. */
export type ImportFeature = Pick<PhonebookOption, "id" | "title" | "latin_title" | "type">;

export const SKIP = "skip" as const;

/** The contact fields in the order the column choice offers them. */
const CONTACT_FIELDS: readonly ContactField[] = ["name", "gender", "pre", "email"];

const TARGET_LABELS: Record<ContactField | typeof SKIP, string> = {
  name: "نام",
  gender: "جنسیت",
  pre: "پیش‌شماره/عنوان",
  email: "ایمیل",
  skip: "نادیده گرفتن",
};

/** Lower case, Arabic ي/ك as Persian ی/ک, without spaces, joiners, underscores, dashes or dots. */
function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\s\u200c\u200e\u200f_\-.]+/g, "");
}

/** Column titles each field is recognised by (already normalised). */
const FIELD_TITLES: Record<ContactField, readonly string[]> = {
  name: ["name", "نام", "نامونامخانوادگی", "fullname", "نامکامل"],
  gender: ["gender", "sex", "جنسیت"],
  pre: ["pre", "prefix", "پیشوند", "پیششماره", "عنوان"],
  email: ["email", "mail", "ایمیل", "پستالکترونیک"],
};

type FileColumns = Pick<RecipientsFileResult, "keptColumns" | "columns" | "hasHeader">;

/**
 * Each extra column's target guessed from its title: a field's usual names (نام/name → name,
 * جنسیت/gender → gender…), else a feature whose Persian or Latin title is the header; each target
 * at most once, the first column taking it. Columns of a file without titles are skipped.
 */
export function guessColumnTargets(file: FileColumns, features: readonly ImportFeature[]): ColumnTargets {
  const targets: ColumnTargets = {};
  const taken = new Set<ColumnTarget>();
  for (const column of file.keptColumns) {
    const title = file.hasHeader ? normaliseTitle(file.columns[column] ?? "") : "";
    const guess = title ? guessOne(title, features) : undefined;
    if (guess !== undefined && !taken.has(guess)) {
      taken.add(guess);
      targets[column] = guess;
    } else targets[column] = SKIP;
  }
  return targets;
}

function guessOne(title: string, features: readonly ImportFeature[]): ColumnTarget | undefined {
  const field = CONTACT_FIELDS.find((f) => FIELD_TITLES[f].includes(title));
  if (field) return field;
  const feature = features.find(
    (f) => normaliseTitle(f.title) === title || (f.latin_title !== null && normaliseTitle(f.latin_title) === title),
  );
  return feature?.id;
}

export interface TargetChoice {
  value: ColumnTarget;
  label: string;
  /** Another column fills it already. */
  disabled: boolean;
}

/** The choices for one column: the fields, each feature, and «نادیده گرفتن»; targets other columns took are disabled. */
export function targetChoices(
  column: number,
  targets: ColumnTargets,
  features: readonly ImportFeature[],
): TargetChoice[] {
  const takenElsewhere = new Set<ColumnTarget>();
  for (const [key, target] of Object.entries(targets))
    if (Number(key) !== column && target !== SKIP) takenElsewhere.add(target);
  const choice = (value: ColumnTarget, label: string): TargetChoice => ({
    value,
    label,
    disabled: takenElsewhere.has(value),
  });
  return [
    ...CONTACT_FIELDS.map((field) => choice(field, TARGET_LABELS[field])),
    ...features.map((feature) => choice(feature.id, `ویژگی: ${feature.title}`)),
    choice(SKIP, TARGET_LABELS.skip),
  ];
}
