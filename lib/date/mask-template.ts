import { toLatinDigits } from "../validation/digits";

const DIGIT = "d";

/** The digit group of `template` that position `index` falls in: where it starts and ends. */
function groupAt(template: string, index: number): { start: number; end: number } {
  let start = index;
  while (start > 0 && template[start - 1] === DIGIT) start--;
  let end = index;
  while (end < template.length && template[end] === DIGIT) end++;
  return { start, end };
}

/**
 * Fits typed text to a template such as "dddd/dd/dd" (`d` a digit, anything else a separator).
 * Persian/Arabic digits become Latin; characters outside `allowed` are dropped. A digit typed where
 * a separator belongs gets the separator put in front of it, so the separator only appears once
 * something follows it (deleting it never brings it back). A separator typed at its place is kept;
 * typed after a lone digit of a two-digit group it pads that digit ("5/" → "05/"); anywhere else it
 * is dropped. Text beyond the template is cut off.
 */
export function applyTemplate(raw: string, template: string, allowed: RegExp): string {
  let out = "";
  for (const ch of toLatinDigits(raw)) {
    if (out.length >= template.length) break;
    if (!allowed.test(ch)) continue;
    const slot = template[out.length];
    const isDigit = ch >= "0" && ch <= "9";
    if (isDigit) {
      out += slot === DIGIT ? ch : slot + ch;
      continue;
    }
    if (slot !== DIGIT) {
      out += slot;
      continue;
    }
    const group = groupAt(template, out.length);
    const typedInGroup = out.length - group.start;
    if (typedInGroup === 1 && group.end - group.start === 2 && group.end < template.length) {
      out = `${out.slice(0, -1)}0${out.slice(-1)}${template[group.end]}`;
    }
  }
  return out;
}

/** Replaces the two-digit number at `start` with `max` when it is complete and larger. */
export function clampPair(text: string, start: number, max: number): string {
  const pair = text.slice(start, start + 2);
  if (pair.length < 2 || Number(pair) <= max) return text;
  return text.slice(0, start) + String(max).padStart(2, "0") + text.slice(start + 2);
}
