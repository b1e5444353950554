import type { SenderLine } from "../contract/numbers";

/** Left-to-right isolate, so «+983000505» keeps its order inside Persian text. */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** A line as the composer names it: its alias when it has one, and its number. */
export function lineLabel(line: Pick<SenderLine, "number" | "alias">): string {
  return line.alias ? `${line.alias} (${ltr(line.number)})` : ltr(line.number);
}
