import * as z from "zod/mini";
import { isIsoDay, tehranIsoDay } from "../date/iso-day";
import { toPersianDigits, toLatinDigits } from "../validation/digits";
import { isDigitCode, normalizeDigitCode } from "../validation/digit-code";
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, isEmail } from "../validation/email";
import { hasPersianOrArabicLetters, LATIN_ONLY_MESSAGE } from "../validation/latin-only";
import { isNationalId, NATIONAL_ID_LENGTH } from "../validation/national-id";
import { isSiteUrl, URL_MESSAGE } from "../validation/url";
import { withoutNul } from "./common";
import { envelope } from "./envelope";

/**
 * The owner's profile (spec §3, §5, §7): `user/show_profile` answers the account and its sections;
 * `user/update_profile` saves one section a call (personal, legal, contact or address), leaving the
 * others as they are; the logo is an image of its own (`user/logo`).
 */

export const PROFILE_RULES = {
  nameMax: 50,
  companyNameMax: 100,
  addressMax: 300,
  websiteMax: 200,
  registrationNumber: { min: 3, max: 15 },
  economicNumber: { min: 3, max: 12 },
  companyNationalId: { min: 3, max: 11 },
  landlineMax: 11,
  cityCodeLength: 3,
  postalCodeLength: 10,
  /** No birth or registration day before this one. */
  earliestDay: "1900-01-01",
  /** Spec §9: the logo is at most 2 MB. */
  logoMaxBytes: 2 * 1024 * 1024,
} as const;

const range = ({ min, max }: { min: number; max: number }) =>
  `بین ${toPersianDigits(min)} تا ${toPersianDigits(max)} رقم`;

export const PROFILE_MESSAGES = {
  sectionUnknown: "بخش پروفایل باید یکی از اطلاعات هویتی، حقوقی، تماس یا نشانی باشد",
  legalOnly: "اطلاعات حقوقی فقط برای کاربر حقوقی ثبت می‌شود؛ ابتدا نوع کاربری را حقوقی کنید",
  firstNameRequired: "نام را وارد کنید",
  lastNameRequired: "نام خانوادگی را وارد کنید",
  companyNameRequired: "نام شرکت را وارد کنید",
  tooLong: (max: number) => `حداکثر ${toPersianDigits(max)} نویسه`,
  textInvalid: "مقدار این فیلد باید متن باشد",
  nationalIdLength: `کد ملی باید ${toPersianDigits(NATIONAL_ID_LENGTH)} رقم باشد`,
  nationalIdInvalid: "کد ملی معتبر نیست؛ رقم کنترل آن با بقیهٔ رقم‌ها نمی‌خواند",
  registrationNumber: `شماره ثبت باید ${range(PROFILE_RULES.registrationNumber)} باشد`,
  economicNumber: `کد اقتصادی باید ${range(PROFILE_RULES.economicNumber)} باشد`,
  companyNationalId: `شناسهٔ ملی شرکت باید ${range(PROFILE_RULES.companyNationalId)} باشد`,
  landline: `تلفن ثابت باید فقط رقم و حداکثر ${toPersianDigits(PROFILE_RULES.landlineMax)} رقم باشد`,
  cityCode: `کد شهر باید ${toPersianDigits(PROFILE_RULES.cityCodeLength)} رقم باشد`,
  postalCode: `کد پستی باید ${toPersianDigits(PROFILE_RULES.postalCodeLength)} رقم باشد`,
  email: EMAIL_MESSAGE,
  website: URL_MESSAGE,
  latinOnly: LATIN_ONLY_MESSAGE,
  dateInvalid: "تاریخ معتبر نیست",
  birthDateFuture: "تاریخ تولد نمی‌تواند در آینده باشد",
  registrationDateFuture: "تاریخ ثبت نمی‌تواند در آینده باشد",
  genderInvalid: "جنسیت را از میان گزینه‌ها انتخاب کنید",
  userTypeInvalid: "نوع کاربری را حقیقی یا حقوقی انتخاب کنید",
  provinceRequired: "استان را انتخاب کنید",
  cityRequired: "شهر را انتخاب کنید",
  logoRequired: "فایل لوگو را انتخاب کنید",
  logoTooLarge: "حجم لوگو حداکثر ۲ مگابایت است",
  logoType: "لوگو باید تصویر JPG یا PNG یا GIF باشد؛ محتوای این فایل تصویر نیست",
  logoOneFile: "فقط یک فایل لوگو بفرستید",
  logoNotFound: "لوگو یافت نشد",
} as const;

export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_TITLES: Record<Gender, string> = { male: "مرد", female: "زن" };

export const USER_TYPES = ["real", "legal"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_TITLES: Record<UserType, string> = { real: "حقیقی", legal: "حقوقی" };

export type ProfileSection = UpdateProfileRequest["section"];

// ---------------------------------------------------------------------------------------------
// Fields: each takes a string (or null, or nothing) and gives the clean text, or null when blank.

interface TextRules {
  max: number;
  /** The message for a blank value; left out, a blank value is null. */
  required?: string;
  /** How the typed text is read before the rule (digits made Latin, separators dropped). */
  normalize?: (text: string) => string;
  /** The refusal of a non-blank value, or null. */
  rule?: (text: string) => string | null;
}

/** One refusal on the field, as classic zod's `addIssue` would put it (zod/mini hands over the bare payload). */
function refuse(payload: z.core.ParsePayload, message: string, input: unknown): typeof z.NEVER {
  payload.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

function textField({ max, required, normalize = (text) => text, rule }: TextRules) {
  return z.pipe(
    z.optional(z.nullable(z.string({ error: PROFILE_MESSAGES.textInvalid }))),
    z.transform((value: string | null | undefined, payload): string | null => {
      const text = normalize(withoutNul(value ?? "").trim());
      if (text === "") return required ? refuse(payload, required, value) : null;
      if (text.length > max) return refuse(payload, PROFILE_MESSAGES.tooLong(max), value);
      const message = rule?.(text);
      return message ? refuse(payload, message, value) : text;
    }),
  );
}

/** A text that must be given. */
const requiredText = (max: number, required: string) =>
  textField({ max, required }) as unknown as z.ZodMiniType<string, string | null | undefined>;

/** Digits only (any script; spaces and dashes between groups dropped), from `min` to `max` of them. */
const digitCode = (min: number, max: number, message: string) =>
  textField({
    // Its own rule bounds the length, in the field's own words.
    max: Number.POSITIVE_INFINITY,
    normalize: normalizeDigitCode,
    rule: (text) => (isDigitCode(text, min, max) ? null : message),
  });

/** Latin text: Persian and Arabic letters are refused with their own message before `rule`. */
const latinText = (max: number, rule: (text: string) => string | null) =>
  textField({
    max,
    normalize: toLatinDigits,
    rule: (text) => (hasPersianOrArabicLetters(text) ? PROFILE_MESSAGES.latinOnly : rule(text)),
  });

/** A day in the past (or today, in Tehran) as `YYYY-MM-DD`. */
const pastDay = (futureMessage: string) =>
  textField({
    max: 10,
    normalize: toLatinDigits,
    rule: (text) =>
      !isIsoDay(text) || text < PROFILE_RULES.earliestDay
        ? PROFILE_MESSAGES.dateInvalid
        : text > tehranIsoDay()
          ? futureMessage
          : null,
  });

const nationalIdField = textField({
  max: Number.POSITIVE_INFINITY,
  normalize: normalizeDigitCode,
  rule: (text) =>
    !/^\d{10}$/.test(text)
      ? PROFILE_MESSAGES.nationalIdLength
      : isNationalId(text)
        ? null
        : PROFILE_MESSAGES.nationalIdInvalid,
});

/** One of a few choices, or nothing (null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.pipe(
    z.optional(z.nullable(z.enum(choices, { error: message }))),
    z.transform((value: T[number] | null | undefined): T[number] | null => value ?? null),
  );

/** A place's id, chosen from the panel's geography (a select's null until chosen). */
const placeId = (required: string) =>
  z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()], { error: required }))),
    z.transform((value: number | string | null | undefined, payload): number => {
      const id = typeof value === "string" ? Number(toLatinDigits(value).trim() || Number.NaN) : (value ?? Number.NaN);
      return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : refuse(payload, required, value);
    }),
  );

// ---------------------------------------------------------------------------------------------
// Sections, as their forms send them

export const personalSectionSchema = z.object({
  first_name: requiredText(PROFILE_RULES.nameMax, PROFILE_MESSAGES.firstNameRequired),
  last_name: requiredText(PROFILE_RULES.nameMax, PROFILE_MESSAGES.lastNameRequired),
  national_id: nationalIdField,
  father_name: textField({ max: PROFILE_RULES.nameMax }),
  birth_place: textField({ max: PROFILE_RULES.nameMax }),
  birth_date: pastDay(PROFILE_MESSAGES.birthDateFuture),
  gender: optionalChoice(GENDERS, PROFILE_MESSAGES.genderInvalid),
  user_type: z.enum(USER_TYPES, { error: PROFILE_MESSAGES.userTypeInvalid }),
});
export type PersonalSectionInput = z.input<typeof personalSectionSchema>;

export const legalSectionSchema = z.object({
  company_name: requiredText(PROFILE_RULES.companyNameMax, PROFILE_MESSAGES.companyNameRequired),
  registration_number: digitCode(
    PROFILE_RULES.registrationNumber.min,
    PROFILE_RULES.registrationNumber.max,
    PROFILE_MESSAGES.registrationNumber,
  ),
  economic_number: digitCode(
    PROFILE_RULES.economicNumber.min,
    PROFILE_RULES.economicNumber.max,
    PROFILE_MESSAGES.economicNumber,
  ),
  company_national_id: digitCode(
    PROFILE_RULES.companyNationalId.min,
    PROFILE_RULES.companyNationalId.max,
    PROFILE_MESSAGES.companyNationalId,
  ),
  registration_date: pastDay(PROFILE_MESSAGES.registrationDateFuture),
});
export type LegalSectionInput = z.input<typeof legalSectionSchema>;

export const contactSectionSchema = z.object({
  email: latinText(EMAIL_MAX_LENGTH, (text) => (isEmail(text) ? null : PROFILE_MESSAGES.email)),
  website: latinText(PROFILE_RULES.websiteMax, (text) => (isSiteUrl(text) ? null : PROFILE_MESSAGES.website)),
  landline: digitCode(1, PROFILE_RULES.landlineMax, PROFILE_MESSAGES.landline),
  city_code: digitCode(PROFILE_RULES.cityCodeLength, PROFILE_RULES.cityCodeLength, PROFILE_MESSAGES.cityCode),
});
export type ContactSectionInput = z.input<typeof contactSectionSchema>;

export const addressSectionSchema = z.object({
  province_id: placeId(PROFILE_MESSAGES.provinceRequired),
  city_id: placeId(PROFILE_MESSAGES.cityRequired),
  postal_code: digitCode(PROFILE_RULES.postalCodeLength, PROFILE_RULES.postalCodeLength, PROFILE_MESSAGES.postalCode),
  address: textField({ max: PROFILE_RULES.addressMax }),
});
export type AddressSectionInput = z.input<typeof addressSectionSchema>;

/** `POST user/update_profile`: one section and its fields; the fields of other sections are not read. */
export const updateProfileRequestSchema = z.discriminatedUnion(
  "section",
  [
    z.extend(personalSectionSchema, { section: z.literal("personal") }),
    z.extend(legalSectionSchema, { section: z.literal("legal") }),
    z.extend(contactSectionSchema, { section: z.literal("contact") }),
    z.extend(addressSectionSchema, { section: z.literal("address") }),
  ],
  { error: PROFILE_MESSAGES.sectionUnknown },
);
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const text = z.nullable(z.string());
const id = z.nullable(z.number().check(z.int()));

const profileSchema = z.object({
  user_name: z.string(),
  /** E.164, as Edge writes numbers on the wire. */
  mobile: z.string(),
  /** The name the header shows: first and last name once the personal section is saved. */
  name: text,
  personal: z.object({
    first_name: text,
    last_name: text,
    national_id: text,
    father_name: text,
    birth_place: text,
    birth_date: text,
    gender: z.nullable(z.enum(GENDERS)),
    user_type: z.enum(USER_TYPES),
  }),
  /** Null unless the user type is legal. */
  legal: z.nullable(
    z.object({
      company_name: text,
      registration_number: text,
      economic_number: text,
      company_national_id: text,
      registration_date: text,
    }),
  ),
  contact: z.object({ email: text, website: text, landline: text, city_code: text }),
  address: z.object({
    province_id: id,
    province_name: text,
    city_id: id,
    city_name: text,
    postal_code: text,
    address: text,
  }),
  /** Served at `user/logo/{id}`; null without a logo. */
  logo_id: id,
});
export type Profile = z.infer<typeof profileSchema>;

/** show_profile, update_profile and the logo's upload and removal all answer the whole profile. */
export const profileResponseSchema = envelope(profileSchema);

/** Where the logo of this id is served (through the BFF in the panel). */
export const logoPath = (logoId: number) => `v1/api/user/logo/${logoId}`;
