import * as z from "zod/mini";
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactInputSchema,
  contactNumberSchema,
  genderSchema,
  tagTextSchema,
  type AddContactsResult,
  type Contact,
  type ContactInput,
} from "@/lib/contract/contacts";
import { checkFeatureValue, PHONEBOOK_MESSAGES, type PhonebookOption } from "@/lib/contract/phonebooks";
import { idSchema } from "@/lib/contract/common";
import { toPersianDigits } from "@/lib/validation/digits";
import { localNumber } from "./contact-format";

/** A feature's field in the form (never a bare number, which a form library reads as a list index). */
export const featureField = (id: number) => `f${id}`;

/** Only enabled features take values; the upstream refuses the others. */
export const editableFeatures = (features: readonly PhonebookOption[]) => features.filter((feature) => feature.enabled);

/**
 * The contact form: the contract's rules for name, number (the mobile rule), gender and tags; one
 * phonebook or more; each enabled feature's value checked against its type as the upstream checks it.
 */
export function contactFormSchema(features: readonly PhonebookOption[]) {
  const checked = editableFeatures(features);
  return z.object({
    name: contactInputSchema.shape.name,
    number: z.pipe(z.string().check(z.trim(), z.minLength(1, CONTACT_MESSAGES.numberRequired)), contactNumberSchema),
    gender: z.nullable(genderSchema),
    phonebook_ids: z.array(idSchema).check(z.minLength(1, PHONEBOOK_MESSAGES.phonebookRequired)),
    tags: z.array(tagTextSchema).check(z.maxLength(CONTACT_LIMITS.tagsPerContact, CONTACT_MESSAGES.tooManyTags)),
    features: z.record(z.string(), z.string()).check(
      z.superRefine((values, ctx) => {
        for (const feature of checked) {
          const field = featureField(feature.id);
          const result = checkFeatureValue(feature.type, feature.title, values[field]);
          if (!result.ok) ctx.addIssue({ code: "custom", path: [field], message: result.message });
        }
      }),
    ),
  });
}

type ContactFormSchema = ReturnType<typeof contactFormSchema>;
export type ContactFormInput = z.input<ContactFormSchema>;
export type ContactFormOutput = z.output<ContactFormSchema>;

/** What the form starts with: the contact's own values when editing, else blanks (in the given phonebook). */
export function contactFormDefaults(
  features: readonly PhonebookOption[],
  contact: Contact | null,
  phonebookId: number | null,
): ContactFormInput {
  return {
    name: contact?.name ?? "",
    number: contact ? localNumber(contact.number) : "",
    gender: contact?.gender ?? null,
    phonebook_ids: contact ? [contact.phonebook_id] : phonebookId ? [phonebookId] : [],
    tags: contact?.tags.map((tag) => tag.tag) ?? [],
    features: Object.fromEntries(
      editableFeatures(features).map((feature) => [
        featureField(feature.id),
        contact?.options[String(feature.id)] ?? "",
      ]),
    ),
  };
}

/** Feature values by option id: a new contact gets the filled ones; an edit sends every one, a blank removing the value. */
function optionsOf(
  values: ContactFormOutput,
  features: readonly PhonebookOption[],
  blanks: boolean,
): Record<string, string | null> {
  const options: Record<string, string | null> = {};
  for (const feature of editableFeatures(features)) {
    const value = values.features[featureField(feature.id)]?.trim() ?? "";
    if (value) options[String(feature.id)] = value;
    else if (blanks) options[String(feature.id)] = null;
  }
  return options;
}

const fieldsOf = (values: ContactFormOutput) => ({
  number: values.number,
  name: values.name,
  gender: values.gender,
  tags: values.tags,
});

/** add-list-new's list: the same contact once for each chosen phonebook. */
export function toAddList(values: ContactFormOutput, features: readonly PhonebookOption[]): ContactInput[] {
  const options = optionsOf(values, features, false);
  return values.phonebook_ids.map((phonebookId) => ({ ...fieldsOf(values), options, phonebook_id: phonebookId }));
}

/** update-new's body: the contact in its (maybe new) phonebook, its features and tags replacing its own. */
export function toUpdateRequest(values: ContactFormOutput, features: readonly PhonebookOption[]): ContactInput {
  return { ...fieldsOf(values), options: optionsOf(values, features, true), phonebook_id: values.phonebook_ids[0]! };
}

/**
 * The form field an upstream field message belongs to (`list.0.number` → number, `options.12` →
 * that feature's field, `phonebook_id` → the phonebooks); null for one no field shows.
 */
export function contactFormField(key: string): string | null {
  const field = key.replace(/^list\.\d+\./, "");
  const option = /^options\.(\d+)$/.exec(field);
  if (option) return `features.${featureField(Number(option[1]))}`;
  if (field === "phonebook_id") return "phonebook_ids";
  if (field === "tags" || /^tags\.\d+$/.test(field)) return "tags";
  return ["number", "name", "gender"].includes(field) ? field : null;
}

export type AddOutcome = { added: true; message: string } | { added: false; message: string };

/** What an add-list-new answer means to the user: added (and where the number already was), or nowhere new. */
export function addOutcome(result: AddContactsResult, phonebooks: number): AddOutcome {
  if (result.added === 0) {
    return {
      added: false,
      message: phonebooks > 1 ? "این شماره در همهٔ دفترچه‌های انتخاب‌شده هست" : CONTACT_MESSAGES.numberInPhonebook,
    };
  }
  if (phonebooks === 1) return { added: true, message: "مخاطب افزوده شد." };
  const added = `مخاطب به ${toPersianDigits(result.added)} دفترچه افزوده شد`;
  return {
    added: true,
    message:
      result.existences > 0
        ? `${added}؛ ${toPersianDigits(result.existences)} دفترچه این شماره را از قبل داشت.`
        : `${added}.`,
  };
}
