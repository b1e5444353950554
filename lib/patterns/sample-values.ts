import { fillPattern, PATTERN_LIMITS, type PatternVariableType } from "../contract/patterns";

const DIGITS = "1234567890";
const WORDS = "نمونه ";

/** A length as typed, read as the contract reads it; a length it refuses previews as the default. */
function lengthOf(len: unknown): number {
  const value = Number(len);
  return Number.isInteger(value) && value >= PATTERN_LIMITS.lenMin && value <= PATTERN_LIMITS.lenMax
    ? value
    : PATTERN_LIMITS.defaultLen;
}

/** A sample of a variable's whole length: digits for a number, Persian for a string (the last word stretched rather than a trailing space). */
export function sampleValue(variable: { type: PatternVariableType; len?: unknown }): string {
  const length = lengthOf(variable.len);
  const base = variable.type === "integer" ? DIGITS : WORDS;
  const sample = base.repeat(Math.ceil(length / base.length)).slice(0, length);
  // A word cut at its space ends in a kashida instead, so the sample keeps its length visibly.
  return sample.endsWith(" ") ? `${sample.slice(0, -1)}ـ` : sample;
}

/** The text as a recipient would read it with each variable at its longest. */
export function previewText(
  message: string,
  variables: readonly { name: string; type: PatternVariableType; len?: unknown }[],
): string {
  return fillPattern(message, Object.fromEntries(variables.map((variable) => [variable.name, sampleValue(variable)])));
}
