import { toLatinDigits } from "@/lib/validation/digits";

/** What the upstream adds to a body it cut at 10 KB: `… [بریده شد: از N بایت فقط ۱۰ کیلوبایت نخست نگه داشته شد]`. */
const CUT_MARK = /\n… \[بریده شد: از ([0-9۰-۹]+) بایت[^\]]*\]$/;

export interface KeptBody {
  /** The body as kept, JSON indented when it reads as JSON. */
  text: string;
  /** The body's whole size in bytes when the upstream kept only its first 10 KB; null when whole. */
  cutFrom: number | null;
}

/** JSON indented two spaces; anything else (a cut JSON, a form, plain text) as it came. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A body the log kept, ready to show: its cut mark taken off and told apart, JSON indented. */
export function readKeptBody(body: string): KeptBody {
  const mark = CUT_MARK.exec(body);
  if (!mark) return { text: pretty(body), cutFrom: null };
  return { text: body.slice(0, mark.index), cutFrom: Number(toLatinDigits(mark[1]!)) };
}
