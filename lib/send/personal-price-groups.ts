import type { SmsEncoding } from "../sms/message-parts";
import { noRecipients, type PerOperator } from "../sms/operators";
import { checkPersonalText } from "../sms/personal-texts";
import { compactOperatorLookup } from "./file-operators";

/** Recipients whose texts cost the same: one encoding, one number of parts. */
export interface PriceGroup {
  encoding: SmsEncoding;
  parts: number;
  recipients: PerOperator;
}

export type PersonalGroups = { ok: true; groups: PriceGroup[] } | { ok: false; message: string };

export interface PersonalTextsInput {
  /** The parsed file's recipients (nine digits after `+989`) and their file rows. */
  numbers: Uint32Array;
  rows: Uint32Array;
  /** The i-th recipient's text as the upstream will build it. */
  textOf(index: number): string;
  cancelSuffix: boolean;
}

/** Rows checked between two yields to the browser, so that a million texts do not freeze the page. */
const ROWS_PER_SLICE = 20_000;
const nextSlice = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each recipient's own text (keyword or peer-to-peer) checked as the upstream will check it, and
 * the recipients grouped by what their message costs, to price the send before confirming. The
 * first refused text stops it with its file row.
 */
export async function groupPersonalTexts(input: PersonalTextsInput, rowsPerSlice = ROWS_PER_SLICE): Promise<PersonalGroups> {
  const operatorOf = compactOperatorLookup();
  const groups = new Map<string, PriceGroup>();
  for (let i = 0; i < input.numbers.length; i += 1) {
    if (i > 0 && i % rowsPerSlice === 0) await nextSlice();
    const check = checkPersonalText(input.textOf(i), input.cancelSuffix, input.rows[i]!);
    if (!check.ok) return check;
    const key = `${check.count.encoding}:${check.count.parts}`;
    let group = groups.get(key);
    if (!group) {
      group = { encoding: check.count.encoding, parts: check.count.parts, recipients: noRecipients() };
      groups.set(key, group);
    }
    group.recipients[operatorOf(input.numbers[i]!)] += 1;
  }
  return { ok: true, groups: [...groups.values()] };
}
