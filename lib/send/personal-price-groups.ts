import type { SmsEncoding } from "../sms/message-parts";
import { MOBILE_OPERATORS, noRecipients, type MobileOperator, type PerOperator } from "../sms/operators";
import { checkPersonalText, type PersonalTextCheck } from "../sms/personal-texts";
import { compactOperatorLookup } from "./file-operators";

/** Recipients whose texts cost the same: one encoding, one number of parts. */
export interface PriceGroup {
  encoding: SmsEncoding;
  parts: number;
  recipients: PerOperator;
}

export type PersonalGroups = { ok: true; groups: PriceGroup[] } | { ok: false; message: string };

/** Recipients added one by one into their price groups. */
class PriceGroups {
  private readonly groups = new Map<string, PriceGroup>();

  add(check: Extract<PersonalTextCheck, { ok: true }>, operator: MobileOperator) {
    const key = `${check.count.encoding}:${check.count.parts}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { encoding: check.count.encoding, parts: check.count.parts, recipients: noRecipients() };
      this.groups.set(key, group);
    }
    group.recipients[operator] += 1;
  }

  result(): PersonalGroups {
    return { ok: true, groups: [...this.groups.values()] };
  }
}

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
 * Each recipient's own text (keyword or peer-to-peer file) checked as the upstream will check it,
 * and the recipients grouped by what their message costs, to price the send before confirming.
 * The first refused text stops it with its file row.
 */
export async function groupPersonalTexts(
  input: PersonalTextsInput,
  rowsPerSlice = ROWS_PER_SLICE,
): Promise<PersonalGroups> {
  const operatorOf = compactOperatorLookup();
  const groups = new PriceGroups();
  for (let i = 0; i < input.numbers.length; i += 1) {
    if (i > 0 && i % rowsPerSlice === 0) await nextSlice();
    const check = checkPersonalText(input.textOf(i), input.cancelSuffix, input.rows[i]!);
    if (!check.ok) return check;
    groups.add(check, operatorOf(input.numbers[i]!));
  }
  return groups.result();
}

/** One text of a sample (a keyword-phonebook send's first contacts), with its recipient's operator. */
export interface SampleText {
  text: string;
  operator: MobileOperator;
  /** Refusals name the recipient by this (e.g. the contact's number). */
  refusal(kind: "empty" | "too_long"): string;
}

/**
 * The price groups of a sample of recipients, scaled to the whole send: each operator's sampled
 * recipients stand for all of that operator's (`totals`), spread over the sample's groups by the
 * largest remainder so that the counts add up exactly. An operator missing from the sample takes
 * the sample's most common group.
 */
export function groupSampleTexts(
  sample: readonly SampleText[],
  cancelSuffix: boolean,
  totals: PerOperator,
): PersonalGroups {
  const groups = new PriceGroups();
  for (const item of sample) {
    const check = checkPersonalText(item.text, cancelSuffix, 0);
    if (!check.ok) return { ok: false, message: item.refusal(item.text.trim() === "" ? "empty" : "too_long") };
    groups.add(check, item.operator);
  }
  const sampled = groups.result();
  if (!sampled.ok || sampled.groups.length === 0) return sampled;
  const sampleTotal = (group: PriceGroup) =>
    MOBILE_OPERATORS.reduce((sum, operator) => sum + group.recipients[operator], 0);
  const common = sampled.groups.reduce((best, group) => (sampleTotal(group) > sampleTotal(best) ? group : best));
  const scaled = sampled.groups.map((group) => ({ ...group, recipients: noRecipients() }));
  for (const operator of MOBILE_OPERATORS) {
    const inSample = sampled.groups.reduce((sum, group) => sum + group.recipients[operator], 0);
    if (totals[operator] === 0) continue;
    if (inSample === 0) {
      scaled[sampled.groups.indexOf(common)]!.recipients[operator] = totals[operator];
      continue;
    }
    const shares = sampled.groups.map((group) => (group.recipients[operator] * totals[operator]) / inSample);
    const whole = shares.map(Math.floor);
    let left = totals[operator] - whole.reduce((sum, n) => sum + n, 0);
    const byRemainder = shares.map((share, i) => ({ i, rest: share - whole[i]! })).sort((a, b) => b.rest - a.rest);
    for (const { i } of byRemainder) {
      if (left === 0) break;
      whole[i]! += 1;
      left -= 1;
    }
    whole.forEach((n, i) => (scaled[i]!.recipients[operator] = n));
  }
  return { ok: true, groups: scaled.filter((group) => sampleTotal(group) > 0) };
}
