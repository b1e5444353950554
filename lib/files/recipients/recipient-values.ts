import { columnLetter } from "./columns";
import { e164Of, msisdnOf } from "./mobile-cell";
import { textAt } from "./text-column";
import type { RecipientsFileResult } from "./types";

type Recipients = Pick<RecipientsFileResult, "numbers">;

/** The i-th recipient in E.164 (`+989…`), the form the send contract's `recipientSchema` uses. */
export function recipientAt(result: Recipients, index: number): string {
  return e164Of(result.numbers[index]!);
}

/** Recipients `start` to `end` (exclusive) in E.164, e.g. one chunk of a contact import. */
export function recipientsAsE164(result: Recipients, start = 0, end = result.numbers.length): string[] {
  const out: string[] = [];
  for (let i = start; i < Math.min(end, result.numbers.length); i++) out.push(e164Of(result.numbers[i]!));
  return out;
}

/** The i-th recipient's message (peer-to-peer). */
export function messageAt(result: Pick<RecipientsFileResult, "messages">, index: number): string {
  return result.messages ? textAt(result.messages, index) : "";
}

/** Recipients in the panel's written form (`989…`), as the number entry widget keeps them. */
export function recipientsAsMsisdn(result: Recipients, start = 0, end = result.numbers.length): string[] {
  const out: string[] = [];
  for (let i = start; i < Math.min(end, result.numbers.length); i++) out.push(msisdnOf(result.numbers[i]!));
  return out;
}

/**
 * A keyword send's placeholders for the i-th recipient: `ex_B` for column B (Edge's form) and each
 * column's title, to the recipient's value in that column. The mobile column gives the number
 * (`09…`).
 */
export function placeholderValues(
  result: Pick<RecipientsFileResult, "numbers" | "columns" | "hasHeader" | "mobileColumn" | "keptColumns" | "values">,
  index: number,
): Record<string, string> {
  const values: Record<string, string> = {};
  const set = (column: number, value: string) => {
    values[`ex_${columnLetter(column)}`] = value;
    const title = result.hasHeader ? result.columns[column]?.trim() : undefined;
    if (title && !(title in values)) values[title] = value;
  };
  set(result.mobileColumn, `0${msisdnOf(result.numbers[index]!).slice(2)}`);
  result.keptColumns.forEach((column, k) => set(column, result.values[k] ? textAt(result.values[k], index) : ""));
  return values;
}

/** The message text with `{ex_B}` / `{title}` placeholders filled for the i-th recipient; unknown ones stay. */
export function fillPlaceholders(
  template: string,
  result: Parameters<typeof placeholderValues>[0],
  index: number,
): string {
  const values = placeholderValues(result, index);
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => values[name.trim()] ?? whole);
}
