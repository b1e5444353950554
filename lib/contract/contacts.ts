import * as z from "zod/mini";
import { isMobile, MOBILE_MESSAGE, toE164 } from "../validation/mobile";
import { emptyPageQuerySchema, envelope, pagedEnvelope } from "./envelope";
import { PHONEBOOK_MESSAGES } from "./phonebooks";
import {
  COMMON_MESSAGES,
  EXPORT_FORMATS,
  idListSchema,
  idSchema,
  LIST_MAX_ITEMS,
  searchTextSchema,
  withoutNul,
} from "./common";

/** Gender of a contact: 1 male, 2 female, 3 legal entity (the number banks' codes); null unknown. */
export const GENDERS = { male: 1, female: 2, legal: 3 } as const;
export const GENDER_TITLES: Record<number, string> = { 1: "مرد", 2: "زن", 3: "حقوقی" };

export const CONTACT_LIMITS = {
  name: 100,
  pre: 30,
  email: 200,
  tag: 50,
  tagsPerContact: 20,
  optionsPerContact: 100,
} as const;

export const CONTACT_MESSAGES = {
  numberRequired: "تکمیل گزینه شماره موبایل الزامی است",
  nameTooLong: "نام حداکثر ۱۰۰ نویسه است",
  preTooLong: "پیشوند حداکثر ۳۰ نویسه است",
  emailInvalid: "ایمیل معتبر نیست",
  genderInvalid: "جنسیت باید ۱ (مرد)، ۲ (زن) یا ۳ (حقوقی) باشد",
  contactNotFound: "مخاطب یافت نشد",
  numberInPhonebook: "این شماره در این دفترچه تلفن هست",
  optionsInvalid: "ویژگی‌ها باید به شکل {شناسه ویژگی: مقدار} باشند",
  optionDisabled: "این ویژگی غیرفعال است",
  tagRequired: "برچسب را وارد کنید",
  tagTooLong: "برچسب حداکثر ۵۰ نویسه است",
  tooManyTags: "حداکثر ۲۰ برچسب برای هر مخاطب",
  tagNotFound: "برچسب یافت نشد",
  genderFilterInvalid: "جنسیت باید ۰ (نامشخص)، ۱ (مرد)، ۲ (زن) یا ۳ (حقوقی) باشد",
  featureFilterRequired: "ویژگی‌ای را که مقدارش جستجو می‌شود انتخاب کنید",
} as const;

/** A mobile in any accepted form (Persian digits, 0098, +98, 98, 09, 9…), sent on as E.164. */
export const contactNumberSchema = z.pipe(
  z.string({ error: CONTACT_MESSAGES.numberRequired }).check(z.refine(isMobile, MOBILE_MESSAGE)),
  z.transform((value: string) => toE164(value)!),
);

export const genderSchema = z.pipe(
  z.coerce
    .number({ error: CONTACT_MESSAGES.genderInvalid })
    .check(
      z.int(CONTACT_MESSAGES.genderInvalid),
      z.minimum(0, CONTACT_MESSAGES.genderInvalid),
      z.maximum(3, CONTACT_MESSAGES.genderInvalid),
    ),
  z.transform((gender: number) => (gender === 0 ? null : gender)),
);

/** A text field: NUL characters dropped, trimmed, at most `max` characters. */
const textField = (max: number, message: string) =>
  z.pipe(z.pipe(z.string(), z.transform(withoutNul)), z.string().check(z.trim(), z.maxLength(max, message)));

export const tagTextSchema = z.pipe(
  z.pipe(z.string({ error: CONTACT_MESSAGES.tagRequired }), z.transform(withoutNul)),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CONTACT_MESSAGES.tagRequired),
      z.maxLength(CONTACT_LIMITS.tag, CONTACT_MESSAGES.tagTooLong),
    ),
);
const tagsSchema = z
  .array(tagTextSchema)
  .check(z.maxLength(CONTACT_LIMITS.tagsPerContact, CONTACT_MESSAGES.tooManyTags));

/** Custom features' values by option id (`{"46258": "15"}`); checked against each feature's type by the upstream. */
const contactOptionsSchema = z
  .record(
    z.string().check(z.regex(/^\d+$/, CONTACT_MESSAGES.optionsInvalid)),
    z.union([z.string(), z.number(), z.null()]),
    { error: CONTACT_MESSAGES.optionsInvalid },
  )
  .check(
    z.refine(
      (options) => Object.keys(options).length <= CONTACT_LIMITS.optionsPerContact,
      CONTACT_MESSAGES.optionsInvalid,
    ),
  );

/**
 * One contact as add-list-new and update-new take it (Edge's fields, then gender and tags). For
 * `phonebooks/numbers/update-new/{contact_id}` the options and tags given replace the contact's own.
 */
export const contactInputSchema = z.object({
  number: contactNumberSchema,
  pre: z._default(textField(CONTACT_LIMITS.pre, CONTACT_MESSAGES.preTooLong), ""),
  name: z._default(textField(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong), ""),
  email: z._default(
    z.union([
      z.literal(""),
      z.email(CONTACT_MESSAGES.emailInvalid).check(z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)),
    ]),
    "",
  ),
  gender: z.nullish(genderSchema),
  options: z._default(contactOptionsSchema, {}),
  phonebook_id: z.coerce
    .number({ error: PHONEBOOK_MESSAGES.phonebookRequired })
    .check(z.int(PHONEBOOK_MESSAGES.phonebookRequired), z.positive(PHONEBOOK_MESSAGES.phonebookRequired)),
  tags: z.optional(tagsSchema),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** `phonebooks/numbers/add-list-new`: up to 1000 contacts, each to its phonebook. */
export const addContactsRequestSchema = z.object({
  list: z
    .array(contactInputSchema, { error: COMMON_MESSAGES.listRequired })
    .check(z.minLength(1, COMMON_MESSAGES.listRequired), z.maxLength(LIST_MAX_ITEMS, COMMON_MESSAGES.listTooLong)),
});
/** Edge's answer: added, refused (`errors`) and already there (`existences`, the phonebook has the number). */
const addContactsResultSchema = z.object({
  added: z.number().check(z.int()),
  errors: z.number().check(z.int()),
  existences: z.number().check(z.int()),
});
export type AddContactsResult = z.infer<typeof addContactsResultSchema>;
export const addContactsResponseSchema = envelope(addContactsResultSchema);

/** A tag of a contact (Edge's shape: the contact and phonebook ids as strings). */
const contactTagSchema = z.object({
  id: z.number().check(z.int()),
  number_id: z.coerce.string(),
  phonebook_id: z.coerce.string(),
  tag: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactTag = z.infer<typeof contactTagSchema>;

/** A contact in `phonebooks/numbers/contact-list` (Edge's fields, then gender, features and tags). */
const contactSchema = z.object({
  id: z.number().check(z.int()),
  phonebook_id: z.number().check(z.int()),
  pre: z.string(),
  name: z.string(),
  email: z.string(),
  /** E.164. */
  number: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  phonebook_title: z.string(),
  gender: z.nullable(z.number().check(z.int())),
  options: z.record(z.string(), z.string()),
  tags: z.array(contactTagSchema),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListResponseSchema = pagedEnvelope(contactSchema);

/** `phonebooks/numbers/contact-list/{contact_id}`: also whether the number is on either blacklist. */
const contactDetailSchema = z.extend(contactSchema, {
  is_send_blacklist: z.boolean(),
  is_receive_blacklist: z.boolean(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;
export const contactDetailResponseSchema = envelope(contactDetailSchema);

/** The gender filter's value for contacts whose gender is not known. */
export const NO_GENDER = 0;

const contactFilters = {
  /** Unix seconds: contacts created at or after. */
  from_created_at: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  /** Unix seconds: contacts created at or before (within that second). */
  to_created_at: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  /** A whole mobile in any form or some of its digits; other text finds names. */
  number: z.optional(searchTextSchema),
  phonebook_title: z.optional(searchTextSchema),
  phonebook_id: z.optional(idSchema),
  tag: z.optional(searchTextSchema),
  /** 1 male, 2 female, 3 legal entity; 0 (`NO_GENDER`) contacts without a gender. */
  gender: z.optional(
    z.pipe(z.enum(["0", "1", "2", "3"], { error: CONTACT_MESSAGES.genderFilterInvalid }), z.transform(Number)),
  ),
  /**
   * A custom feature the user sees (the upstream answers 422 on `option_id` for any other). Alone:
   * contacts with a value for it. With `option_value`: a text feature's value containing it (case
   * does not count); a whole number or a date equal to it, written as the contact form takes it.
   */
  option_id: z.optional(idSchema),
  option_value: z.optional(searchTextSchema),
};

/** A value to look for needs the feature it belongs to. */
function featureOfValue(query: { option_id?: number; option_value?: string }, ctx: z.core.$RefinementCtx) {
  if (query.option_value && query.option_id === undefined)
    ctx.addIssue({ code: "custom", path: ["option_id"], message: CONTACT_MESSAGES.featureFilterRequired });
}

export const contactListQuerySchema = z
  .extend(emptyPageQuerySchema, contactFilters)
  .check(z.superRefine(featureOfValue));
/** The exports answer the file itself (xlsx unless `format=csv`). */
export const contactExportQuerySchema = z
  .object({ ...contactFilters, format: z._default(z.enum(EXPORT_FORMATS), "xlsx") })
  .check(z.superRefine(featureOfValue));

export const deleteContactsRequestSchema = z.object({ listNumbers: idListSchema });

/** `phonebooks/numbers/tags`: tags added to one contact while it is edited. */
export const addTagsRequestSchema = z.object({
  number_id: z.coerce
    .number({ error: CONTACT_MESSAGES.contactNotFound })
    .check(z.int(CONTACT_MESSAGES.contactNotFound), z.positive(CONTACT_MESSAGES.contactNotFound)),
  tags: z
    .array(tagTextSchema, { error: CONTACT_MESSAGES.tagRequired })
    .check(
      z.minLength(1, CONTACT_MESSAGES.tagRequired),
      z.maxLength(CONTACT_LIMITS.tagsPerContact, CONTACT_MESSAGES.tooManyTags),
    ),
});
export const contactTagsResponseSchema = envelope(z.array(contactTagSchema));
export const tagListQuerySchema = z.extend(emptyPageQuerySchema, {
  tag: z.optional(searchTextSchema),
  number_id: z.optional(idSchema),
});
export const tagListResponseSchema = pagedEnvelope(contactTagSchema);
export const deleteTagsRequestSchema = z.object({ listTags: idListSchema });
