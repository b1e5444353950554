/** A query string as Next hands it to a page (`searchParams`): one value a key, an array when repeated. */
export function nextSearchParams(search: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const before = params[key];
    params[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}
