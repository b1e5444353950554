import * as z from "zod/mini";
import { toLatinDigits } from "../validation/digits";
import { idListSchema, idSchema, preprocess, searchTextSchema, withoutNul } from "./common";
import { emptyPageQuerySchema, envelope, pagedEnvelope } from "./envelope";
import { groupDigits } from "../format/money";

/** Limits of phonebooks and their custom features (Edge: titles up to 200 characters). */
const PHONEBOOK_LIMITS = {
  title: 200,
  latinTitle: 50,
  /** A text feature's value. */
  stringValue: 255,
} as const;

export const PHONEBOOK_MESSAGES = {
  /** Edge's words. */
  titleRequired: "تکمیل گزینه عنوان الزامی است",
  titleTooLong: "عنوان حداکثر ۲۰۰ نویسه است",
  phonebookRequired: "دفترچه تلفن را انتخاب کنید",
  phonebookNotFound: "دفترچه تلفن یافت نشد",
  phonebookTitleTaken: "دفترچه تلفنی با این عنوان دارید",
  optionNotFound: "ویژگی یافت نشد",
  optionTypeInvalid: "نوع ویژگی باید string، date یا int باشد",
  latinTitleInvalid: "عنوان لاتین باید با حرف انگلیسی شروع شود و فقط حرف انگلیسی، رقم و _ داشته باشد (حداکثر ۵۰ نویسه)",
  latinTitleTaken: "ویژگی دیگری با این عنوان لاتین دارید",
  latinTitleReserved: "این عنوان لاتین برای فیلدهای مخاطب رزرو است؛ عنوان دیگری انتخاب کنید",
  systemOptionReadOnly: "ویژگی‌های سیستمی فقط‌خواندنی هستند",
} as const;

const titleSchema = z.pipe(
  z.pipe(z.string({ error: PHONEBOOK_MESSAGES.titleRequired }), z.transform(withoutNul)),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PHONEBOOK_MESSAGES.titleRequired),
      z.maxLength(PHONEBOOK_LIMITS.title, PHONEBOOK_MESSAGES.titleTooLong),
    ),
);

/* Custom features ("more features", Edge's options). */

const OPTION_TYPES = ["string", "date", "int"] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Contact fields a keyword placeholder already names: a feature's Latin title may not take them. */
const CONTACT_PLACEHOLDERS = ["name", "number", "pre", "email", "gender", "mobile"] as const;

const LATIN_TITLE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
export const latinTitleSchema = z.string().check(
  z.trim(),
  z.regex(LATIN_TITLE, PHONEBOOK_MESSAGES.latinTitleInvalid),
  z.refine(
    (title) => !(CONTACT_PLACEHOLDERS as readonly string[]).includes(title.toLowerCase()),
    PHONEBOOK_MESSAGES.latinTitleReserved,
  ),
);

/** A feature as a phonebook lists it (Edge's shape). */
const phonebookOptionBriefSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  type: z.enum(OPTION_TYPES),
});
export type PhonebookOptionBrief = z.infer<typeof phonebookOptionBriefSchema>;

/** A feature (`phonebooks/options/list-new`): Edge's fields, then the Latin title, on/off and whether the system defined it. */
const phonebookOptionSchema = z.extend(phonebookOptionBriefSchema, {
  created_at: z.string(),
  latin_title: z.nullable(z.string()),
  enabled: z.boolean(),
  /** Defined by the system: shown to everyone, never changed by a user. */
  system: z.boolean(),
});
export type PhonebookOption = z.infer<typeof phonebookOptionSchema>;
export const phonebookOptionListResponseSchema = pagedEnvelope(phonebookOptionSchema);
export const phonebookOptionResponseSchema = envelope(phonebookOptionSchema);

export const optionListQuerySchema = z.extend(emptyPageQuerySchema, {
  type: z.optional(z.enum(OPTION_TYPES, { error: PHONEBOOK_MESSAGES.optionTypeInvalid })),
  title: z.optional(searchTextSchema),
  enabled: z.optional(z.enum(["0", "1"])),
});

export const storeOptionRequestSchema = z.object({
  type: z.enum(OPTION_TYPES, { error: PHONEBOOK_MESSAGES.optionTypeInvalid }),
  title: titleSchema,
  latin_title: z.nullish(latinTitleSchema),
  enabled: z._default(z.boolean(), true),
});
export type StoreOptionRequest = z.input<typeof storeOptionRequestSchema>;

/**
 * Edge changes the title; here also the Latin title and on/off. Turning off (or deleting) a feature
 * that a phonebook shows or a waiting send fills is answered 409 with a warning until `confirm` is true.
 */
export const updateOptionRequestSchema = z.object({
  title: z.optional(titleSchema),
  latin_title: z.nullish(latinTitleSchema),
  enabled: z.optional(z.boolean()),
  confirm: z._default(z.boolean(), false),
});
export type UpdateOptionRequest = z.input<typeof updateOptionRequestSchema>;
export const updateOptionResponseSchema = envelope(z.literal(true));

export const deleteOptionsRequestSchema = z.object({
  listOptions: idListSchema,
  confirm: z._default(z.boolean(), false),
});

/** The warning before a feature in use is turned off or deleted. */
export function optionInUseWarning(title: string, use: { phonebooks: number; sends: number }): string {
  const where: string[] = [];
  if (use.phonebooks > 0) where.push(`${groupDigits(use.phonebooks)} دفترچه تلفن`);
  if (use.sends > 0) where.push(`${groupDigits(use.sends)} ارسال در انتظار`);
  return `ویژگی «${title}» در ${where.join(" و ")} به کار رفته است؛ پس از غیرفعال شدن، جای آن در پیام‌ها پر نمی‌شود. برای ادامه دوباره تأیید کنید.`;
}

export type FeatureValueCheck = { ok: true; value: string | null } | { ok: false; message: string };

const DATE_VALUE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const INT_VALUE = /^[+-]?\d{1,15}$/;

/**
 * A contact's value for a feature of this type: text up to 255 characters; int a whole number;
 * date `YYYY/MM/DD` (Jalali or Gregorian, `-` also accepted, Persian digits too), kept as
 * `YYYY/MM/DD`. A blank value means none.
 */
export function checkFeatureValue(
  type: OptionType,
  title: string,
  raw: string | number | null | undefined,
): FeatureValueCheck {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  const text = withoutNul(toLatinDigits(String(raw))).trim();
  if (text === "") return { ok: true, value: null };
  if (type === "int") {
    if (!INT_VALUE.test(text)) return { ok: false, message: `مقدار «${title}» باید عدد صحیح باشد` };
    return { ok: true, value: String(Number(text)) };
  }
  if (type === "date") {
    const match = DATE_VALUE.exec(text);
    const month = Number(match?.[2]);
    const day = Number(match?.[3]);
    if (!match || month < 1 || month > 12 || day < 1 || day > 31)
      return { ok: false, message: `مقدار «${title}» باید تاریخ به شکل ۱۴۰۳/۰۱/۱۵ باشد` };
    return { ok: true, value: `${match[1]}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}` };
  }
  if (text.length > PHONEBOOK_LIMITS.stringValue)
    return { ok: false, message: `مقدار «${title}» حداکثر ۲۵۵ نویسه است` };
  return { ok: true, value: text };
}

/* Phonebooks. */

/** A phonebook (`phonebooks/list-new`, Edge's shape). `count` is its contacts; Edge's store answers it as a string. */
const phonebookSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  count: z.coerce.number().check(z.int()),
  export_status: z.nullable(z.number().check(z.int())),
  import_status: z.nullable(z.number().check(z.int())),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
  options: z.array(phonebookOptionBriefSchema),
});
export type Phonebook = z.infer<typeof phonebookSchema>;
export const phonebookListResponseSchema = pagedEnvelope(phonebookSchema);
export const phonebookResponseSchema = envelope(phonebookSchema);

export const phonebookListQuerySchema = z.extend(emptyPageQuerySchema, {
  title: z.optional(searchTextSchema),
  id: z.optional(idSchema),
});

export const storePhonebookRequestSchema = z.object({
  title: titleSchema,
  options: z._default(z.array(idSchema).check(z.maxLength(100)), []),
});
export type StorePhonebookRequest = z.input<typeof storePhonebookRequestSchema>;

export const updatePhonebookRequestSchema = z.object({
  title: z.optional(titleSchema),
  options: z.optional(z.array(idSchema).check(z.maxLength(100))),
});
export type UpdatePhonebookRequest = z.input<typeof updatePhonebookRequestSchema>;

/** `phonebooks/delete-list`: the panel asks the user to confirm before it sends this. */
export const deletePhonebooksRequestSchema = z.object({ listPhonebooks: idListSchema });

/** `phonebooks/numbers/count?phonebook_ids=1,2`: the distinct numbers of the chosen phonebooks, per operator, to price a send. */
export const phonebookNumberCountQuerySchema = z.object({
  phonebook_ids: preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((id) => id.trim())
            .filter(Boolean)
        : value,
    idListSchema,
  ),
});
const phonebookNumberCountSchema = z.object({
  total: z.number().check(z.int(), z.minimum(0)),
  mci: z.number().check(z.int(), z.minimum(0)),
  irancell: z.number().check(z.int(), z.minimum(0)),
  rightel: z.number().check(z.int(), z.minimum(0)),
  other: z.number().check(z.int(), z.minimum(0)),
});
export type PhonebookNumberCount = z.infer<typeof phonebookNumberCountSchema>;
export const phonebookNumberCountResponseSchema = envelope(phonebookNumberCountSchema);
