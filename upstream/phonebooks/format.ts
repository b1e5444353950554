import type { Contact, ContactTag } from "@/lib/contract/contacts";
import type { OptionType, Phonebook, PhonebookOption, PhonebookOptionBrief } from "@/lib/contract/phonebooks";
import type { contactTags, phonebookOptions, phonebooks } from "../db/schema";
import type { NewContact } from "./contact-writes";

/** Edge's timestamps: `2025-01-19T12:26:25+00:00`. */
export function edgeTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

/** 98… as Edge writes numbers: E.164. */
export const e164 = (msisdn: string) => `+${msisdn}`;

type OptionRow = typeof phonebookOptions.$inferSelect;

export const optionBriefOut = (row: Pick<OptionRow, "id" | "title" | "type">): PhonebookOptionBrief => ({
  id: row.id,
  title: row.title,
  type: row.type as OptionType,
});

export const optionOut = (row: OptionRow): PhonebookOption => ({
  ...optionBriefOut(row),
  created_at: edgeTime(row.createdAt),
  latin_title: row.latinTitle,
  enabled: row.enabled,
  system: row.userId === null,
});

export const phonebookOut = (row: typeof phonebooks.$inferSelect, options: PhonebookOptionBrief[]): Phonebook => ({
  id: row.id,
  title: row.title,
  count: row.contactCount,
  export_status: 0,
  import_status: 0,
  created_at: edgeTime(row.createdAt),
  updated_at: edgeTime(row.updatedAt),
  options,
});

export const tagOut = (row: typeof contactTags.$inferSelect): ContactTag => ({
  id: row.id,
  number_id: String(row.contactId),
  phonebook_id: String(row.phonebookId),
  tag: row.tag,
  created_at: edgeTime(row.createdAt),
  updated_at: edgeTime(row.updatedAt),
});

/** A stored contact: what was written, with its id, its phonebook's title and its times. */
export interface ContactRow extends NewContact {
  id: number;
  phonebookTitle: string;
  createdAt: Date;
  updatedAt: Date;
}

export const contactOut = (row: ContactRow, tags: ContactTag[]): Contact => ({
  id: row.id,
  phonebook_id: row.phonebookId,
  pre: row.pre,
  name: row.name,
  email: row.email,
  number: e164(row.msisdn),
  created_at: edgeTime(row.createdAt),
  updated_at: edgeTime(row.updatedAt),
  phonebook_title: row.phonebookTitle,
  gender: row.gender,
  options: row.options,
  tags,
});
