/** A text's size as a JSON string in UTF-8, quotes and escapes included, never less than the real one. */
function stringBytes(text: string): number {
  let n = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) n += 6;
    else if (c === 0x22 || c === 0x5c) n += 2;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else n += 3;
  }
  return n;
}

/** The size of a value written as JSON (strings, numbers, booleans, null, arrays and plain objects), in UTF-8 bytes, from above. */
export function jsonBytes(value: unknown): number {
  if (typeof value === "string") return stringBytes(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value).length;
  if (value === null || value === undefined) return 4;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + jsonBytes(item) + 1, 2);
  let n = 2;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    n += stringBytes(key) + 2 + jsonBytes(item);
  }
  return n;
}
