const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * The text with `insert` put where the caret is (or over the selection), a space added on either
 * side where it would otherwise touch a word, and where the caret goes after it. Without a caret
 * the insert goes at the end.
 */
export function insertAtCursor(
  text: string,
  insert: string,
  selection?: { start: number; end: number } | null,
): { text: string; caret: number } {
  const start = selection ? Math.max(0, Math.min(selection.start, text.length)) : text.length;
  const end = selection ? Math.max(start, Math.min(selection.end, text.length)) : text.length;
  const before = start > 0 && !isSpace(text[start - 1]) && !isSpace(insert[0]) ? " " : "";
  const after = end < text.length && !isSpace(text[end]) && !isSpace(insert.at(-1)) ? " " : "";
  const piece = before + insert + after;
  return { text: text.slice(0, start) + piece + text.slice(end), caret: start + before.length + insert.length };
}
