import { variablesInText } from "@/lib/contract/patterns";

/** A run of a pattern's text: words as written, or one of its `%name%` variables. */
export type PatternTextPart = { text: string } | { variable: string };

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern's text cut into its words and its variables, in order, so a screen can mark each
 * variable (or the value typed for it) apart from the words around it.
 */
export function patternTextParts(message: string): PatternTextPart[] {
  const names = variablesInText(message);
  if (names.length === 0) return message ? [{ text: message }] : [];
  const tokens = new RegExp(`%(${names.map(escapeForRegExp).join("|")})%`, "g");
  const parts: PatternTextPart[] = [];
  let from = 0;
  for (const match of message.matchAll(tokens)) {
    if (match.index > from) parts.push({ text: message.slice(from, match.index) });
    parts.push({ variable: match[1]! });
    from = match.index + match[0].length;
  }
  if (from < message.length) parts.push({ text: message.slice(from) });
  return parts;
}
