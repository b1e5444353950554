import * as z from "zod/mini";
import { groupDigits } from "../format/money";
import { envelope, pagedEnvelope } from "./envelope";
import { PATTERN_SEND_MESSAGES } from "./pattern-send-messages";

/**
 * Pattern (templated) SMS, in Edge's shapes (reference/ippanel-edge/pattern/): a text with `%name%`
 * variables, reviewed once by the provider, then sent by its `pattern_code` with the variables
 * filled in (`POST send` with `sending_type: "pattern"`).
 */
export const PATTERN_LIMITS = {
  /** Spec §5: the editor keeps the whole text within 2,700 characters. */
  message: 2700,
  title: 100,
  description: 500,
  website: 200,
  variables: 20,
  nameMin: 2,
  nameMax: 32,
  lenMin: 1,
  lenMax: 100,
  /** Edge answers a variable created without a length with 40. */
  defaultLen: 40,
  /** The reference upstream keeps at most this many patterns per account (a flood of creates stops here). */
  perAccount: 500,
} as const;

export const PATTERN_DELIMITER = "%";
const PATTERN_VARIABLE_TYPES = ["string", "integer"] as const;
export type PatternVariableType = (typeof PATTERN_VARIABLE_TYPES)[number];

/** Edge's states: `pending` waits for review, `active` is approved, `inactive` is rejected. */
export const PATTERN_STATUSES = ["pending", "active", "inactive"] as const;
export type PatternStatus = (typeof PATTERN_STATUSES)[number];
export const PATTERN_STATUS_ID: Record<PatternStatus, number> = { pending: 0, active: 1, inactive: 2 };
export const PATTERN_STATUS_FA: Record<PatternStatus, string> = {
  pending: "در انتظار بررسی",
  active: "فعال",
  inactive: "رد شده",
};

/** `normal`: the account's own; `systemic`: the provider's, read-only, usable by every account. */
const PATTERN_TYPES = ["normal", "systemic"] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

/** A variable name: starts with a Latin letter, then Latin letters, digits or `_`; no spaces. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** `%name%` in a text, wherever it is written (a name that breaks the rule is still found, to be refused). */
const VARIABLE_IN_TEXT = /%([^%\s]{1,64})%/g;

export const PATTERN_MESSAGES = {
  ...PATTERN_SEND_MESSAGES,
  titleTooLong: `عنوان حداکثر ${groupDigits(PATTERN_LIMITS.title)} نویسه است`,
  descriptionRequired: "توضیحات الگو را وارد کنید",
  isShareRequired: "مشخص کنید الگو با همکاران به اشتراک گذاشته شود یا نه",
  descriptionTooLong: `توضیحات حداکثر ${groupDigits(PATTERN_LIMITS.description)} نویسه است`,
  messageRequired: "متن الگو را وارد کنید",
  messageTooLong: `متن الگو حداکثر ${groupDigits(PATTERN_LIMITS.message)} نویسه است`,
  websiteInvalid: "نشانی وب‌سایت معتبر نیست؛ مانند https://example.com",
  variablesRequired: "دست‌کم یک متغیر در متن الگو بگذارید",
  tooManyVariables: `حداکثر ${groupDigits(PATTERN_LIMITS.variables)} متغیر در هر الگو`,
  nameRequired: "نام متغیر را وارد کنید",
  nameLatin: "نام متغیر فقط حروف لاتین، رقم و _ است، با حرف لاتین شروع می‌شود و فاصله ندارد",
  nameLength: `نام متغیر ${groupDigits(PATTERN_LIMITS.nameMin)} تا ${groupDigits(PATTERN_LIMITS.nameMax)} نویسه است`,
  nameDuplicate: "نام این متغیر تکراری است",
  typeInvalid: "نوع متغیر رشته یا عدد است",
  lenInvalid: `طول متغیر عددی از ${groupDigits(PATTERN_LIMITS.lenMin)} تا ${groupDigits(PATTERN_LIMITS.lenMax)} است`,
  variableNotInText: "این متغیر در متن الگو نیامده است",
  undeclaredInText: (name: string) => `متغیر %${name}% در فهرست متغیرها نیست`,
  businessNameMissing: (businessName: string) => `متن الگو باید نام کسب‌وکار «${businessName}» را داشته باشد`,
  businessNameUnset: "پیش از ساختن الگو، نام کسب‌وکار را در تنظیمات کسب‌وکار ثبت کنید",
  systemicReadonly: "الگوهای سامانه فقط خواندنی هستند",
  notApproved: "این الگو هنوز تأیید نشده است و با آن نمی‌توان ارسال کرد",
  paramRequired: "مقدار این متغیر را وارد کنید",
  paramInteger: "این متغیر فقط رقم می‌پذیرد",
  paramTooLong: (len: number) => `این متغیر حداکثر ${groupDigits(len)} نویسه است`,
  tooManyPatterns: `هر حساب حداکثر ${groupDigits(PATTERN_LIMITS.perAccount)} الگو دارد؛ برای ساختن الگوی تازه، الگویی را که به کار نمی‌آید حذف کنید`,
} as const;

/** The `%name%` variables a text uses, each once, in the order they first appear. */
export function variablesInText(message: string): string[] {
  const names: string[] = [];
  for (const match of message.matchAll(VARIABLE_IN_TEXT)) {
    if (!names.includes(match[1]!)) names.push(match[1]!);
  }
  return names;
}

const variableNameSchema = z
  .string({ error: PATTERN_MESSAGES.nameRequired })
  .check(
    z.minLength(1, PATTERN_MESSAGES.nameRequired),
    z.regex(VARIABLE_NAME_PATTERN, PATTERN_MESSAGES.nameLatin),
    z.minLength(PATTERN_LIMITS.nameMin, PATTERN_MESSAGES.nameLength),
    z.maxLength(PATTERN_LIMITS.nameMax, PATTERN_MESSAGES.nameLength),
  );

const variableLenSchema = z.coerce
  .number({ error: PATTERN_MESSAGES.lenInvalid })
  .check(
    z.int(PATTERN_MESSAGES.lenInvalid),
    z.minimum(PATTERN_LIMITS.lenMin, PATTERN_MESSAGES.lenInvalid),
    z.maximum(PATTERN_LIMITS.lenMax, PATTERN_MESSAGES.lenInvalid),
  );

/** A variable as the create and update calls take it; `len` is ours (Edge answers 40 when absent). */
const patternVariableInputSchema = z.object({
  name: variableNameSchema,
  type: z.enum(PATTERN_VARIABLE_TYPES, { error: PATTERN_MESSAGES.typeInvalid }),
  len: z._default(z.optional(variableLenSchema), PATTERN_LIMITS.defaultLen),
});
export type PatternVariableInput = z.input<typeof patternVariableInputSchema>;

const optionalText = (max: number, message: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message))));

const websiteSchema = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(PATTERN_LIMITS.website, PATTERN_MESSAGES.websiteInvalid),
      z.refine(
        (value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(value),
        PATTERN_MESSAGES.websiteInvalid,
      ),
    ),
  ),
);

const patternFields = {
  title: optionalText(PATTERN_LIMITS.title, PATTERN_MESSAGES.titleTooLong),
  description: z
    .string({ error: PATTERN_MESSAGES.descriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, PATTERN_MESSAGES.descriptionRequired),
      z.maxLength(PATTERN_LIMITS.description, PATTERN_MESSAGES.descriptionTooLong),
    ),
  is_share: z.boolean({ error: PATTERN_MESSAGES.isShareRequired }),
  message: z.string({ error: PATTERN_MESSAGES.messageRequired }).check(
    z.refine((text) => text.trim().length > 0, PATTERN_MESSAGES.messageRequired),
    z.maxLength(PATTERN_LIMITS.message, PATTERN_MESSAGES.messageTooLong),
  ),
  website: websiteSchema,
  variable: z
    .array(patternVariableInputSchema, { error: PATTERN_MESSAGES.variablesRequired })
    .check(
      z.minLength(1, PATTERN_MESSAGES.variablesRequired),
      z.maxLength(PATTERN_LIMITS.variables, PATTERN_MESSAGES.tooManyVariables),
    ),
};

interface PatternDraft {
  message: string;
  variable: { name: string }[];
}

/** The text and the variable list agree: names unique, each used in the text, the text uses no other. */
function variablesFollowText(pattern: PatternDraft, context: z.core.$RefinementCtx) {
  const inText = variablesInText(pattern.message);
  const seen = new Set<string>();
  pattern.variable.forEach((variable, index) => {
    if (seen.has(variable.name)) {
      context.addIssue({ code: "custom", path: ["variable", index, "name"], message: PATTERN_MESSAGES.nameDuplicate });
    } else if (VARIABLE_NAME_PATTERN.test(variable.name) && !inText.includes(variable.name)) {
      context.addIssue({
        code: "custom",
        path: ["variable", index, "name"],
        message: PATTERN_MESSAGES.variableNotInText,
      });
    }
    seen.add(variable.name);
  });
  const undeclared = inText.find((name) => !seen.has(name));
  if (undeclared !== undefined) {
    context.addIssue({ code: "custom", path: ["message"], message: PATTERN_MESSAGES.undeclaredInText(undeclared) });
  }
}

/** Spec §5: the text names the business (from the business setup), so its reader knows who wrote. */
function namesTheBusiness(businessName: string | null) {
  return (pattern: PatternDraft, context: z.core.$RefinementCtx) => {
    const name = businessName?.trim() ?? "";
    if (name === "") {
      context.addIssue({ code: "custom", path: ["message"], message: PATTERN_MESSAGES.businessNameUnset });
    } else if (!pattern.message.includes(name)) {
      context.addIssue({ code: "custom", path: ["message"], message: PATTERN_MESSAGES.businessNameMissing(name) });
    }
  };
}

/**
 * `POST user/pattern` and `PUT patterns/normal/{code}` (Edge's bodies): one schema for the panel's
 * form and the upstream, built with the account's business name.
 */
export function patternRequestSchemaFor(businessName: string | null) {
  return z
    .object(patternFields)
    .check(z.superRefine(variablesFollowText), z.superRefine(namesTheBusiness(businessName)));
}
export type PatternRequest = z.output<ReturnType<typeof patternRequestSchemaFor>>;
export type PatternRequestInput = z.input<ReturnType<typeof patternRequestSchemaFor>>;

/** A variable as Edge answers it. */
const patternVariableSchema = z.object({
  name: z.string(),
  type: z.enum(PATTERN_VARIABLE_TYPES),
  len: z.number().check(z.int()),
});
export type PatternVariable = z.infer<typeof patternVariableSchema>;

/** A pattern as Edge answers it (list, by code, create, update); the `*_revision`/`*_log` fields are null here. */
const patternSchema = z.object({
  id: z.string(),
  title: z.nullable(z.string()),
  username: z.string(),
  pattern_code: z.string(),
  pattern_message: z.string(),
  /** The reviewer's comment to the owner (approved or rejected). */
  admin_comment: z.nullable(z.string()),
  pattern_description: z.string(),
  website: z.nullable(z.string()),
  pattern_status: z.enum(PATTERN_STATUSES),
  pattern_status_fa: z.string(),
  pattern_status_id: z.number().check(z.int()),
  pattern_is_share: z.boolean(),
  /** Why the pattern was rejected ("" otherwise). */
  reject_text: z.string(),
  type: z.string(),
  variable: z.array(patternVariableSchema),
  delimiter: z.string(),
  /** ISO 8601, the last change. */
  updated_at: z.string(),
  /** Unix seconds, when it was created. */
  time: z.number().check(z.int()),
  pattern_type: z.enum(PATTERN_TYPES),
  readonly: z.boolean(),
});
export type Pattern = z.infer<typeof patternSchema>;

export const patternResponseSchema = envelope(patternSchema);
export const patternListResponseSchema = pagedEnvelope(patternSchema);

/** `GET patterns?page&per_page&filter[...]` (Edge): absent filters keep everything; never send one empty. */
export const patternListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  "filter[code]": z.optional(z.string().check(z.maxLength(64))),
  "filter[title]": z.optional(z.string().check(z.maxLength(200))),
  /** Ours: the words anywhere in the title, description or text. */
  "filter[text]": z.optional(z.string().check(z.maxLength(200))),
  "filter[is_share]": z.optional(z.enum(["true", "false", "1", "0"])),
  "filter[state]": z.optional(z.enum(PATTERN_STATUSES)),
  "filter[type]": z.optional(z.enum(PATTERN_TYPES)),
});
/** What the panel asks for: a page and the filters it sets. */
export type PatternListQuery = Omit<z.output<typeof patternListQuerySchema>, "page" | "per_page"> & {
  page: number;
  per_page: number;
};

/**
 * The values of a pattern send, checked against the pattern's variables: each present, an integer
 * only digits, none longer than its length, none the pattern does not have. Field paths are
 * `params.<name>`. The upstream and the panel's test send both use it.
 */
export function patternParamsSchemaFor(variables: readonly PatternVariable[]) {
  return z.record(z.string(), z.string()).check(
    z.superRefine((params, context) => {
      for (const variable of variables) {
        const value = params[variable.name];
        if (value === undefined || value.trim() === "") {
          context.addIssue({ code: "custom", path: [variable.name], message: PATTERN_MESSAGES.paramRequired });
        } else if (variable.type === "integer" && !/^\d+$/.test(value)) {
          context.addIssue({ code: "custom", path: [variable.name], message: PATTERN_MESSAGES.paramInteger });
        } else if ([...value].length > variable.len) {
          context.addIssue({
            code: "custom",
            path: [variable.name],
            message: PATTERN_MESSAGES.paramTooLong(variable.len),
          });
        }
      }
      for (const name of Object.keys(params)) {
        if (!variables.some((variable) => variable.name === name)) {
          context.addIssue({ code: "custom", path: [name], message: PATTERN_MESSAGES.paramUnknown });
        }
      }
    }),
  );
}

/** The pattern's text with each `%name%` replaced by its value. */
export function fillPattern(message: string, params: Readonly<Record<string, string>>): string {
  return message.replace(VARIABLE_IN_TEXT, (whole, name: string) => params[name] ?? whole);
}

/** `POST __dev/patterns/review` (development routes only): the provider's content team approves or rejects. */
export const patternReviewRequestSchema = z.object({
  pattern_code: z.string().check(z.minLength(1)),
  approve: z.boolean(),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
