/**
 * Content control: texts carrying a banned word are rejected (state 3) with a Persian reason.
 * Words are matched whole after normalising Arabic letters, digits, ZWNJ and case, so «قمار»,
 * «قمار‌» and «قمـار» match while «bet» inside «between» does not.
 */
const BANNED_WORDS = [
  "قمار",
  "کازینو",
  "شرط بندی",
  "پیش بینی فوتبال",
  "وام فوری بدون ضامن",
  "casino",
  "betting",
  "gambling",
];

function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/ـ/g, "")
    .replace(/[\u200c\u200f\u200e]/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const PATTERNS = BANNED_WORDS.map((word) => ({ word, pattern: new RegExp(`(?:^| )${normalise(word)}(?: |$)`, "u") }));

/** The banned word a text carries, or null. */
export function bannedWordIn(text: string): string | null {
  const normalised = normalise(text);
  return PATTERNS.find((p) => p.pattern.test(normalised))?.word ?? null;
}

export const rejectionReason = (word: string) => `متن پیام واژه غیرمجاز «${word}» دارد و در کنترل محتوا رد شد`;
