import * as z from "zod/mini";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contacts";
import { PATTERN_SEND_MESSAGES } from "./pattern-send-messages";
import { PHONEBOOK_MESSAGES } from "./phonebooks";
import {
  countrySendSchema,
  fromNumberSchema,
  jobSendSchema,
  keywordPhonebookSendSchema,
  mapSendSchema,
  peerToPeerSendSchema,
  phonebookSendSchema,
  postalCodeSendSchema,
  recipientSchema,
  SEND_MESSAGES,
  towerSendSchema,
  webserviceSendSchema,
} from "./send";

// Every JSON send, the pattern send among them. Apart from send.ts, which every send page and the
// reports load, because a pattern send's optional contact brings the contacts contract with it:
// the upstream reads this module, the panel only its types.

/** A pattern's values: strings; numbers are taken and written as strings. */
const patternParamValueSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);

const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/**
 * Edge's optional `phonebook` of a pattern send: the recipient is saved as a contact of that
 * phonebook, with a name, prefix, email and custom feature values by feature id, as a contact's.
 */
const patternPhonebookSchema = z.object({
  id: z.coerce
    .number({ error: PHONEBOOK_MESSAGES.phonebookRequired })
    .check(z.int(PHONEBOOK_MESSAGES.phonebookRequired), z.positive(PHONEBOOK_MESSAGES.phonebookRequired)),
  name: optionalText(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  pre: optionalText(CONTACT_LIMITS.pre, CONTACT_MESSAGES.preTooLong),
  email: z.optional(
    z.union([
      z.literal(""),
      z.email(CONTACT_MESSAGES.emailInvalid).check(z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)),
    ]),
  ),
  options: z.optional(
    z
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
      ),
  ),
});

/**
 * `sending_type: "pattern"` (Edge's send/pattern.md): a reviewed pattern by its `code`, to exactly
 * one recipient, with the values of its variables in `params` (checked against the pattern's
 * variables by `patternParamsSchemaFor`, on both sides).
 */
const patternSendSchema = z.object({
  sending_type: z.literal("pattern"),
  from_number: fromNumberSchema,
  code: z
    .string({ error: PATTERN_SEND_MESSAGES.codeRequired })
    .check(
      z.trim(),
      z.minLength(1, PATTERN_SEND_MESSAGES.codeRequired),
      z.maxLength(64, PATTERN_SEND_MESSAGES.notFound),
    ),
  recipients: z
    .array(recipientSchema, { error: SEND_MESSAGES.recipientsRequired })
    .check(z.minLength(1, SEND_MESSAGES.recipientsRequired), z.maxLength(1, PATTERN_SEND_MESSAGES.oneRecipient)),
  params: z
    .record(z.string().check(z.maxLength(64)), patternParamValueSchema)
    .check(z.refine((params) => Object.keys(params).length <= 50, PATTERN_SEND_MESSAGES.paramUnknown)),
  phonebook: z.optional(patternPhonebookSchema),
});
export type PatternSendRequest = z.infer<typeof patternSendSchema>;

/** Every JSON send of `POST /send`; file sends go as multipart (`fileSendFieldsSchema`). */
export const sendRequestSchema = z.discriminatedUnion("sending_type", [
  webserviceSendSchema,
  peerToPeerSendSchema,
  phonebookSendSchema,
  keywordPhonebookSendSchema,
  postalCodeSendSchema,
  countrySendSchema,
  jobSendSchema,
  mapSendSchema,
  towerSendSchema,
  patternSendSchema,
]);
export type SendRequest = z.infer<typeof sendRequestSchema>;
export type SendRequestInput = z.input<typeof sendRequestSchema>;
