import type { Pattern } from "@/lib/contract/patterns";

export const PATTERNS_HREF = "/pattern";
export const CREATE_PATTERN_HREF = "/pattern/create";

/** A pattern's own page: the account's under `detail`, the provider's under `systemic`. */
export const patternHref = (pattern: Pick<Pattern, "pattern_code" | "pattern_type">) => {
  const code = encodeURIComponent(pattern.pattern_code);
  return pattern.pattern_type === "systemic" ? `/pattern/systemic/${code}` : `/pattern/detail/${code}`;
};

export const patternEditHref = (code: string) => `/pattern/update/${encodeURIComponent(code)}`;
