import { toLatinDigits } from "@/lib/validation/digits";

/** The words files write a gender with: 1 male, 2 female, 3 legal entity (as the contract numbers them). */
const GENDER_WORDS: Record<string, 1 | 2 | 3> = {
  "1": 1,
  مرد: 1,
  آقا: 1,
  آقای: 1,
  male: 1,
  man: 1,
  m: 1,
  "2": 2,
  زن: 2,
  خانم: 2,
  female: 2,
  woman: 2,
  f: 2,
  "3": 3,
  حقوقی: 3,
  سازمانی: 3,
  "سازمانی- حقوقی": 3,
  شرکت: 3,
  legal: 3,
  company: 3,
};

/**
 * A gender cell read as 1, 2 or 3 (مرد/زن/حقوقی, 1/2/3 in any digits, male/female…); null for a
 * blank cell; undefined when the cell says something else.
 */
export function genderFromText(text: string): 1 | 2 | 3 | null | undefined {
  const key = toLatinDigits(text).trim().toLowerCase().replace(/ي/g, "ی").replace(/ك/g, "ک");
  if (key === "") return null;
  return GENDER_WORDS[key];
}
