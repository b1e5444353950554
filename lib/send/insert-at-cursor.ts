/**
 * The text with `insert` put where the caret is (or over the selection), and where the caret
 * goes after it. Without a caret the insert goes at the end, on its own line when needed.
 */
export function insertAtCursor(text: string, insert: string, selection?: { start: number; end: number } | null): { text: string; caret: number } {
  if (!selection) {
    const joiner = text && !/\s$/.test(text) ? " " : "";
    const next = `${text}${joiner}${insert}`;
    return { text: next, caret: next.length };
  }
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const next = text.slice(0, start) + insert + text.slice(end);
  return { text: next, caret: start + insert.length };
}
