import * as z from "zod/mini";
import { preprocess } from "./common";
import { envelope, metaSchema } from "./envelope";
import { geoPointSchema, JOB_OPERATORS } from "./send";
import { groupDigits } from "../format/money";
import { toPersianDigits } from "../validation/digits";

/**
 * The number banks and the business directory behind the bank sends (`postal_code`, `country`,
 * `map`, `tower` on `+98BANK`-style lines, `job` on `+98PRO`-style lines): Edge's
 * `send/banks/*` and `send/jobs/*` lookups, and ours for postal codes, a drawn area and towers.
 */

/** What must be shown wherever city or tower coordinates are (the map screen). */
export const GEONAMES_ATTRIBUTION = "Contains data from GeoNames (geonames.org), CC BY 4.0.";

/** Jalali birth years a bank filter may ask for, as Edge's. */
export const BIRTH_YEARS = { min: 1300, max: 1410 } as const;

/** Postal codes asked for at once (`send/banks/postal-code-counts`). */
export const POSTAL_CODES_PER_QUERY = 20;

export const BANK_MESSAGES = {
  provinceRequired: "استان را انتخاب کنید",
  provinceUnknown: "گزینه انتخاب شده استان صحیح نمی باشد",
  countyUnknown: "گزینه انتخاب شده شهرستان صحیح نمی باشد",
  cityUnknown: "گزینه انتخاب شده شهر صحیح نمی باشد",
  placeRequired: "استان یا شهرستان را انتخاب کنید",
  gender: "جنسیت معتبر نیست",
  birthYear: `سال تولد باید بین ${toPersianDigits(String(BIRTH_YEARS.min))} و ${toPersianDigits(String(BIRTH_YEARS.max))} باشد`,
  birthYearOrder: "سال تولد آغاز نباید بعد از سال پایان باشد",
  numberPrefix: "پیش‌شماره باید ۲ تا ۶ رقم باشد، مانند ۹۱۲",
  postalCodes: "کد پستی را با ۲ تا ۱۰ رقم وارد کنید",
  tooManyPostalCodes: `حداکثر ${groupDigits(POSTAL_CODES_PER_QUERY)} کد پستی در هر درخواست`,
  polygon: "محدوده را روی نقشه رسم کنید",
  towerUnknown: "دکل انتخاب‌شده یافت نشد",
  mainCategoryRequired: "صنف را انتخاب کنید",
  mainCategoryUnknown: "گزینه انتخاب شده شناسه دسته بندی اصلی صحیح نمی باشد",
  subCategoryUnknown: "گزینه انتخاب شده شناسه زیر دسته بندی صحیح نمی باشد",
  operator: "اپراتور معتبر نیست",
} as const;

/** An empty query value (`county_id=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);

const idNumber = (message: string) => z.coerce.number({ error: message }).check(z.int(message), z.positive(message));
const queryId = (message: string) => preprocess(blankAsAbsent, idNumber(message));
const optionalQueryId = (message: string) => preprocess(blankAsAbsent, z.optional(idNumber(message)));
const queryYear = preprocess(
  blankAsAbsent,
  z.optional(
    z.coerce
      .number({ error: BANK_MESSAGES.birthYear })
      .check(
        z.int(BANK_MESSAGES.birthYear),
        z.minimum(BIRTH_YEARS.min, BANK_MESSAGES.birthYear),
        z.maximum(BIRTH_YEARS.max, BANK_MESSAGES.birthYear),
      ),
  ),
);
const queryGender = preprocess(
  blankAsAbsent,
  z.optional(
    z.coerce
      .number({ error: BANK_MESSAGES.gender })
      .check(z.int(BANK_MESSAGES.gender), z.minimum(0, BANK_MESSAGES.gender), z.maximum(3, BANK_MESSAGES.gender)),
  ),
);
/** `all` counts every number, `white` leaves out the caller's send blacklist. */
const bankListSchema = z.enum(["all", "white"]);
const queryBank = preprocess(blankAsAbsent, z.optional(bankListSchema));

/** A place and a person filter, as the bank's count endpoints take them in the query. */
const personQuery = {
  /** 0 or absent: everyone; 1 male, 2 female, 3 legal entity. */
  gender_id: queryGender,
  birth_year_from: queryYear,
  birth_year_to: queryYear,
  bank: queryBank,
};

/** `GET send/banks/counts` (Edge's parameters; `number_prefix` like 912 or 0912). */
export const bankCountsQuerySchema = z.object({
  province_id: queryId(BANK_MESSAGES.provinceRequired),
  county_id: optionalQueryId(BANK_MESSAGES.countyUnknown),
  city_id: optionalQueryId(BANK_MESSAGES.cityUnknown),
  number_prefix: preprocess(
    blankAsAbsent,
    z.optional(z.string().check(z.regex(/^0?9\d{1,5}$/, BANK_MESSAGES.numberPrefix))),
  ),
  ...personQuery,
});
export type BankCountsQuery = z.infer<typeof bankCountsQuerySchema>;

/** `GET send/banks/postal-code-counts?postal_codes=131,141`: each code is the start of ten-digit postal codes. */
export const postalCodeCountsQuerySchema = z.object({
  postal_codes: z.pipe(
    z.pipe(
      z.string({ error: BANK_MESSAGES.postalCodes }),
      z.transform((value: string) =>
        value
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ),
    z
      .array(z.string().check(z.regex(/^[1-9]\d{1,9}$/, BANK_MESSAGES.postalCodes)))
      .check(
        z.minLength(1, BANK_MESSAGES.postalCodes),
        z.maxLength(POSTAL_CODES_PER_QUERY, BANK_MESSAGES.tooManyPostalCodes),
      ),
  ),
  ...personQuery,
});

/** `POST send/banks/area-counts`: the numbers inside a drawn polygon, with the map send's filters. */
export const areaCountsRequestSchema = z.object({
  polygon: z
    .array(geoPointSchema, { error: BANK_MESSAGES.polygon })
    .check(z.minLength(3, BANK_MESSAGES.polygon), z.maxLength(200)),
  gender: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(3))),
  age_from: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.minimum(BIRTH_YEARS.min, BANK_MESSAGES.birthYear),
        z.maximum(BIRTH_YEARS.max, BANK_MESSAGES.birthYear),
      ),
  ),
  age_to: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.minimum(BIRTH_YEARS.min, BANK_MESSAGES.birthYear),
        z.maximum(BIRTH_YEARS.max, BANK_MESSAGES.birthYear),
      ),
  ),
  bank: z.optional(bankListSchema),
});
export type AreaCountsRequest = z.infer<typeof areaCountsRequestSchema>;

/** `GET send/banks/towers?province_id=&county_id=&city_id=`. */
export const towersQuerySchema = z.object({
  province_id: queryId(BANK_MESSAGES.provinceRequired),
  county_id: optionalQueryId(BANK_MESSAGES.countyUnknown),
  city_id: optionalQueryId(BANK_MESSAGES.cityUnknown),
});

/** `GET send/jobs/number-count` (Edge's parameters). */
export const jobCountQuerySchema = z.object({
  main_category_id: queryId(BANK_MESSAGES.mainCategoryRequired),
  sub_category_id: optionalQueryId(BANK_MESSAGES.subCategoryUnknown),
  operator_id: preprocess(
    blankAsAbsent,
    z.optional(
      z.coerce
        .number({ error: BANK_MESSAGES.operator })
        .check(z.refine((id) => (Object.values(JOB_OPERATORS) as number[]).includes(id), BANK_MESSAGES.operator)),
    ),
  ),
  start: preprocess(blankAsAbsent, z.optional(z.coerce.number().check(z.int(), z.minimum(0)))),
  size: preprocess(blankAsAbsent, z.optional(z.coerce.number().check(z.int(), z.minimum(0)))),
});

/** A province, county, city, gender or category: Edge's `{id, name}`. */
const namedOptionSchema = z.object({ id: z.number().check(z.int()), name: z.string() });
export type NamedOption = z.infer<typeof namedOptionSchema>;

export const provincesResponseSchema = envelope(z.array(namedOptionSchema));
export const countiesResponseSchema = envelope(z.array(namedOptionSchema));
export const citiesResponseSchema = envelope(z.array(namedOptionSchema));
/** Edge answers `send/banks/genders` with `data` alone, no `meta`. */
export const gendersResponseSchema = z.object({ data: z.array(namedOptionSchema), meta: z.optional(metaSchema) });

/** Numbers per operator group; `other_count` is Rightel and the small operators. */
const operatorCountsSchema = z.object({
  mci_count: z.number().check(z.int(), z.minimum(0)),
  irancell_count: z.number().check(z.int(), z.minimum(0)),
  other_count: z.number().check(z.int(), z.minimum(0)),
});
export type OperatorCounts = z.infer<typeof operatorCountsSchema>;
export const operatorCountsResponseSchema = envelope(operatorCountsSchema);

const postalCodeCountSchema = z.extend(operatorCountsSchema, { postal_code: z.number().check(z.int()) });
export type PostalCodeCount = z.infer<typeof postalCodeCountSchema>;
export const postalCodeCountsResponseSchema = envelope(z.array(postalCodeCountSchema));

/** An Irancell tower and how many of the bank's numbers it serves (show GEONAMES_ATTRIBUTION with it on a map). */
const towerSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  province_id: z.number().check(z.int()),
  county_id: z.number().check(z.int()),
  city_id: z.number().check(z.int()),
  city_name: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  /** Its numbers lie within this many kilometres. */
  radius_km: z.number(),
  irancell_count: z.number().check(z.int(), z.minimum(0)),
});
export type Tower = z.infer<typeof towerSchema>;
export const towersResponseSchema = envelope(z.array(towerSchema));

export const jobCategoriesResponseSchema = envelope(z.array(namedOptionSchema));
/** Edge writes `main_id` as a string. */
const jobSubCategorySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  main_id: z.string(),
  main_name: z.string(),
});
export type JobSubCategory = z.infer<typeof jobSubCategorySchema>;
export const jobSubCategoriesResponseSchema = envelope(z.array(jobSubCategorySchema));
export const jobSubCategoriesQuerySchema = z.object({ main_category_id: queryId(BANK_MESSAGES.mainCategoryRequired) });
export const countiesQuerySchema = z.object({ province_id: queryId(BANK_MESSAGES.provinceRequired) });
/** `send/banks/cities?county_id=` as Edge, or `?province_id=` for all of a province's cities. */
export const citiesQuerySchema = z
  .object({
    county_id: optionalQueryId(BANK_MESSAGES.countyUnknown),
    province_id: optionalQueryId(BANK_MESSAGES.provinceUnknown),
  })
  .check(
    z.refine((q) => q.county_id !== undefined || q.province_id !== undefined, {
      message: BANK_MESSAGES.placeRequired,
      path: ["county_id"],
    }),
  );
