import { toLatinDigits } from "@/lib/validation/digits";
import type { ApiArea, ApiCallEntry } from "./reference-index";

/**
 * Text as search compares it: lower case, Latin digits, Arabic ي and ك as Persian ی and ک, no
 * diacritics and no half-spaces, since people type «پیام‌ها» as «پیامها» or «پیام ها» too.
 */
function searchForm(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\u064b-\u065f\u0670]/g, "")
    .replace(/[\u200c\u200e\u200f]/g, "")
    .replace(/\s+/g, " ");
}

function callText(call: ApiCallEntry): string {
  return searchForm(`${call.method} ${call.path} ${call.summary} ${call.description} ${call.id}`);
}

/** The areas with only the calls whose method, path, operationId or Persian words hold every word typed. */
export function searchCalls(areas: readonly ApiArea[], typed: string): ApiArea[] {
  const words = searchForm(typed).trim().split(" ").filter(Boolean);
  if (words.length === 0) return [...areas];
  return areas
    .map((area) => {
      const areaText = searchForm(area.name);
      return {
        ...area,
        calls: area.calls.filter((call) => {
          const text = `${areaText} ${callText(call)}`;
          return words.every((word) => text.includes(word));
        }),
      };
    })
    .filter((area) => area.calls.length > 0);
}
