import { CONTACT_LIMITS } from "@/lib/contract/contacts";
import type { ImportRow } from "@/lib/contract/phonebook-import";
import { withoutNul } from "@/lib/contract/phonebooks";
import { toLatinDigits } from "@/lib/validation/digits";
import { toMsisdn } from "@/lib/validation/mobile";
import { checkContactOptions } from "./contact-values";
import type { NewContact } from "./contact-writes";
import type { Feature } from "./features";

/** A contact read from a file or a chunk, before it has a phonebook. */
export type ImportedContact = Omit<NewContact, "phonebookId">;

const GENDER_WORDS: Record<string, number> = {
  "1": 1,
  مرد: 1,
  آقا: 1,
  آقای: 1,
  male: 1,
  m: 1,
  man: 1,
  "2": 2,
  زن: 2,
  خانم: 2,
  female: 2,
  f: 2,
  woman: 2,
  "3": 3,
  حقوقی: 3,
  سازمانی: 3,
  "سازمانی- حقوقی": 3,
  شرکت: 3,
  legal: 3,
  company: 3,
};

/** A gender as files write it (1/2/3, مرد/زن/حقوقی, male/female…); anything else is unknown. */
export function genderOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const key = toLatinDigits(String(value)).trim().toLowerCase().replace(/ي/g, "ی");
  return GENDER_WORDS[key] ?? null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One imported row checked as a typed contact would be: the mobile rule (any accepted form),
 * the field lengths, a well-formed email, each feature's type. Null when the row cannot be taken.
 */
export function checkImportRow(row: ImportRow, features: ReadonlyMap<number, Feature>): ImportedContact | null {
  const msisdn = toMsisdn(String(row.number));
  if (!msisdn) return null;
  const name = withoutNul(row.name ?? "").trim();
  const pre = withoutNul(row.pre ?? "").trim();
  const email = (row.email ?? "").trim();
  if (name.length > CONTACT_LIMITS.name || pre.length > CONTACT_LIMITS.pre || email.length > CONTACT_LIMITS.email) return null;
  if (email !== "" && !EMAIL.test(email)) return null;
  let options: Record<string, string> = {};
  if (row.options && Object.keys(row.options).length > 0) {
    const checked = checkContactOptions(row.options, features, "options");
    if (!checked.ok) return null;
    options = checked.options;
  }
  return { msisdn, name, pre, email, gender: genderOf(row.gender), options };
}
