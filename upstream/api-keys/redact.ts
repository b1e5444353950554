import { API_KEY_RULES } from "@/lib/contract/api-keys";

/** What stands where a secret was. */
const REMOVED = "[removed]";
/** Header, query and JSON field names whose values are never kept. */
const SECRET_PATTERN = /password|token|key|secret|code|otp|authorization|cookie/i;
/** Names the pattern catches that every answer carries and nothing secret: the envelope's error code. */
const PUBLIC_NAMES = new Set(["message_code"]);
const isSecretName = (name: string) => !PUBLIC_NAMES.has(name.toLowerCase()) && SECRET_PATTERN.test(name);

/** Headers as the log keeps them: names in lower case, secrets removed. */
export function redactedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    kept[name] = isSecretName(name) ? REMOVED : value;
  });
  return kept;
}

/** A query string with the values of secret-named parameters removed; null when there is none. */
export function redactedQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return null;
  const kept = new URLSearchParams();
  params.forEach((value, name) => kept.append(name, isSecretName(name) ? REMOVED : value));
  return decodeURIComponent(kept.toString());
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, isSecretName(name) ? REMOVED : redactValue(inner)]),
    );
  }
  return value;
}

/** In text that is not valid JSON, `"secret-name": "value"` pairs still lose their values. */
const LOOSE_PAIR =
  /("(?!message_code")[^"]*(?:password|token|key|secret|code|otp)[^"]*"\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)/gi;

/** A body's text with secrets removed: JSON field by field, anything else pair by pair. */
function redactedText(text: string): string {
  try {
    return JSON.stringify(redactValue(JSON.parse(text)));
  } catch {
    return text.replace(LOOSE_PAIR, `$1"${REMOVED}"`);
  }
}

/** Cut to 10 KB (on a character boundary), saying so and how long the body was. */
function cut(text: string): string {
  // No UTF-16 unit takes more than 3 bytes in UTF-8: most bodies are known short without encoding them.
  if (text.length * 3 <= API_KEY_RULES.bodyKeptBytes) return text;
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= API_KEY_RULES.bodyKeptBytes) return text;
  const kept = bytes
    .subarray(0, API_KEY_RULES.bodyKeptBytes)
    .toString("utf8")
    .replace(/\uFFFD+$/, "");
  return `${kept}\n… [بریده شد: از ${bytes.length} بایت فقط ۱۰ کیلوبایت نخست نگه داشته شد]`;
}

/** A body as the log keeps it: secrets removed, at most 10 KB; null for an empty one. */
export function keptBody(text: string | null): string | null {
  if (!text) return null;
  return cut(redactedText(text));
}

/** An answer the route made as an object, kept as keptBody keeps text, without writing and reading it back first. */
export const keptAnswer = (answer: unknown): string | null =>
  answer === undefined ? null : cut(JSON.stringify(redactValue(answer)));
