import type { SenderLine } from "../contract/numbers";

/**
 * A line number as shown, without its plus (`983000505`, `98BANK`): one left-to-right run that
 * keeps its order inside Persian text, where a leading plus would jump to the wrong end.
 */
export const lineNumberText = (number: string) => number.replace(/^\+/, "");

/** A line as the composer names it: its alias when it has one, and its number. */
export function lineLabel(line: Pick<SenderLine, "number" | "alias">): string {
  const number = lineNumberText(line.number);
  return line.alias ? `${line.alias} (${number})` : number;
}

/** The line a send starts with: the user's default, or the first one offered. */
export const preferredLine = <L extends Pick<SenderLine, "is_default">>(lines: readonly L[]): L | undefined =>
  lines.find((line) => line.is_default) ?? lines[0];
