import { PATTERN_DELIMITER, PATTERN_LIMITS } from "../contract/patterns";
import { insertAtCursor } from "../send/insert-at-cursor";

/** Where the caret was in the text (a selection from start to end). */
export interface Caret {
  start: number;
  end: number;
}

/** `%name%`, as the text writes a variable. */
export const variableToken = (name: string) => `${PATTERN_DELIMITER}${name}${PATTERN_DELIMITER}`;

/**
 * The text with `piece` put where the caret was (over a selection, a space kept from the words
 * around it), and where the caret goes after it; null when the text would pass 2,700 characters.
 */
export function insertIntoPattern(
  text: string,
  piece: string,
  caret: Caret | null,
): { text: string; caret: number } | null {
  const next = insertAtCursor(text, piece, caret);
  return next.text.length > PATTERN_LIMITS.message ? null : next;
}
