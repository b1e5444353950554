import { genderFromText } from "@/lib/contacts/import/gender";
import { CONTACT_LIMITS } from "@/lib/contract/contacts";
import type { ImportRow } from "@/lib/contract/phonebook-import";
import { withoutNul } from "@/lib/contract/common";
import { toMsisdn } from "@/lib/validation/mobile";
import { checkContactOptions } from "./contact-values";
import type { NewContact } from "./contact-writes";
import type { Feature } from "./features";

/** A contact read from a file or a chunk, before it has a phonebook. */
export type ImportedContact = Omit<NewContact, "phonebookId">;

/** A gender as files write it (1/2/3, مرد/زن/حقوقی, male/female…); a blank cell or anything else is unknown. */
function genderOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return genderFromText(String(value)) ?? null;
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
  if (name.length > CONTACT_LIMITS.name || pre.length > CONTACT_LIMITS.pre || email.length > CONTACT_LIMITS.email)
    return null;
  if (email !== "" && !EMAIL.test(email)) return null;
  let options: Record<string, string> = {};
  if (row.options && Object.keys(row.options).length > 0) {
    const checked = checkContactOptions(row.options, features, "options");
    if (!checked.ok) return null;
    options = checked.options;
  }
  return { msisdn, name, pre, email, gender: genderOf(row.gender), options };
}
