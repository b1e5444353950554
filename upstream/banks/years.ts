import { BANK_MESSAGES, BIRTH_YEARS } from "@/lib/contract/banks";
import { validationFailed } from "../http/failure";

/** The birth years asked for, the whole range when absent; refuses a start after the end on `${field}${toName}`. */
export function birthYears(
  from: number | undefined,
  to: number | undefined,
  field: string,
): { birthYearFrom: number; birthYearTo: number } {
  const birthYearFrom = from ?? BIRTH_YEARS.min;
  const birthYearTo = to ?? BIRTH_YEARS.max;
  if (birthYearFrom > birthYearTo) throw validationFailed({ [field]: [BANK_MESSAGES.birthYearOrder] });
  return { birthYearFrom, birthYearTo };
}
