import { PATTERN_LIMITS } from "../contract/patterns";
import type { Caret } from "./insert-variable";

export interface PasteResult {
  text: string;
  /** Where the caret goes: after what was kept. */
  caret: number;
  /** Characters of the pasted text left out, 0 when all of it fitted. */
  dropped: number;
}

/**
 * Spec §5: a paste goes in only as far as the whole text stays within 2,700 characters; the rest
 * of it is dropped (never a character cut in half) and counted, so the editor can say how much.
 * The text and its limit are counted in UTF-16 units, as the contract's maximum counts them.
 */
export function cutPaste(
  text: string,
  caret: Caret,
  pasted: string,
  limit: number = PATTERN_LIMITS.message,
): PasteResult {
  const start = Math.max(0, Math.min(caret.start, text.length));
  const end = Math.max(start, Math.min(caret.end, text.length));
  const incoming = pasted.replace(/\r\n?/g, "\n");
  const room = Math.max(0, limit - (text.length - (end - start)));
  let kept = incoming.slice(0, room);
  // A surrogate pair's first half at the cut: the whole character goes with the dropped part.
  if (kept.length > 0 && kept.length < incoming.length && /[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  const dropped = [...incoming.slice(kept.length)].length;
  return { text: text.slice(0, start) + kept + text.slice(end), caret: start + kept.length, dropped };
}
