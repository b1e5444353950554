import * as z from "zod/mini";
import { envelope, pagedEnvelope } from "./envelope";

/**
 * What a sender line may be used for: `general` lines send to given numbers, phonebooks and
 * files; `bank` lines (+98BANK style) send to the number banks (province, postal code, map,
 * towers); `job` lines (+98PRO style) to the business directory.
 */
const LINE_USES = ["general", "bank", "job"] as const;
export type LineUse = (typeof LINE_USES)[number];

/** A sender line as `number/numbers` lists it (Edge's shape, plus what the composer needs). */
const senderLineSchema = z.object({
  id: z.number().check(z.int()),
  /** E.164 (`+983000505`), or a named line such as `+98BANK`. */
  number: z.string().check(z.minLength(3)),
  operator_id: z.number().check(z.int()),
  alias: z.nullable(z.string()),
  gets: z.union([z.literal(0), z.literal(1)]),
  is_66_char: z.union([z.literal(0), z.literal(1)]),
  /** Shared advertising lines append the 6-character cancel suffix (spec §5). */
  needs_cancel_suffix: z.boolean(),
  use: z.enum(LINE_USES),
  /** Shared by every user, or dedicated to this one. */
  shared: z.boolean(),
  is_default: z.boolean(),
});
export type SenderLine = z.infer<typeof senderLineSchema>;
export const senderLinesResponseSchema = pagedEnvelope(senderLineSchema);

/** A line the user may take by accepting its agreement (`numbers/agreement-list`). */
const agreementLineSchema = z.object({
  id: z.number().check(z.int()),
  number: z.string(),
  title: z.string(),
  agreement: z.string(),
});
export type AgreementLine = z.infer<typeof agreementLineSchema>;
export const agreementLinesResponseSchema = envelope(z.array(agreementLineSchema));

/** The largest id a line can have (a PostgreSQL `serial`): a larger one names no line. */
const LINE_ID_MAX = 2_147_483_647;

export const lineIdRequestSchema = z.object({
  number_id: z.number().check(z.int(), z.positive(), z.lte(LINE_ID_MAX, "خط مورد نظر یافت نشد")),
});

/** One row of `user/get_tariff`: per part, in rials, for one line kind and one side (MCI or the others). */
const tariffRowSchema = z.union([
  z.object({
    operator_id: z.number().check(z.int()),
    name: z.string(),
    persian_mci: z.string(),
    english_mci: z.string(),
  }),
  z.object({
    operator_id: z.number().check(z.int()),
    name: z.string(),
    persian_other: z.string(),
    english_other: z.string(),
  }),
]);
export type TariffRow = z.infer<typeof tariffRowSchema>;
export const tariffResponseSchema = envelope(z.array(tariffRowSchema));
