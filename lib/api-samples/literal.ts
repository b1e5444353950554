/** How a language writes JSON's constants. */
interface LiteralWords {
  true: string;
  false: string;
  null: string;
}

export const JS_WORDS: LiteralWords = { true: "true", false: "false", null: "null" };
export const PYTHON_WORDS: LiteralWords = { true: "True", false: "False", null: "None" };

/** A list of plain values this short stays on one line. */
const INLINE_WIDTH = 60;

/**
 * A JSON value as source code of a language whose object and array literals read like JSON's
 * (JavaScript, Python): indented by `step` spaces from `depth`, short lists of plain values on
 * one line. Strings are JSON strings, which both languages read unchanged.
 */
export function literal(value: unknown, words: LiteralWords, step: number, depth = 0): string {
  if (value === null || value === undefined) return words.null;
  if (value === true) return words.true;
  if (value === false) return words.false;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : words.null;
  if (typeof value === "string") return JSON.stringify(value);
  const inner = " ".repeat(step * (depth + 1));
  const outer = " ".repeat(step * depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((item) => literal(item, words, step, depth + 1));
    const plain = value.every((item) => item === null || typeof item !== "object");
    const oneLine = `[${items.join(", ")}]`;
    if (plain && oneLine.length <= INLINE_WIDTH) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},`).join("\n")}\n${outer}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${literal(item, words, step, depth + 1)},`,
  );
  return `{\n${lines.join("\n")}\n${outer}}`;
}
