import { toMsisdn } from "../validation/mobile";

/**
 * Iran's mobile operators as pricing sees them: MCI has its own tariff; Irancell, Rightel and
 * every other operator the mobile pattern allows pay the others' tariff (spec §9).
 */
export const MOBILE_OPERATORS = ["mci", "irancell", "rightel", "other"] as const;
export type MobileOperator = (typeof MOBILE_OPERATORS)[number];

/** Recipients (or any count) per operator. */
export type PerOperator<T = number> = Record<MobileOperator, T>;

/** The four-digit prefixes (09xx) of each operator; what is not listed is `other`. */
const PREFIXES: Record<Exclude<MobileOperator, "other">, readonly string[]> = {
  mci: [
    "0910",
    "0911",
    "0912",
    "0913",
    "0914",
    "0915",
    "0916",
    "0917",
    "0918",
    "0919",
    "0990",
    "0991",
    "0992",
    "0993",
    "0994",
  ],
  irancell: ["0930", "0933", "0935", "0936", "0937", "0938", "0939", "0900", "0901", "0902", "0903", "0904", "0905"],
  rightel: ["0920", "0921", "0922"],
};

const BY_PREFIX = new Map<string, MobileOperator>(
  Object.entries(PREFIXES).flatMap(([operator, prefixes]) =>
    prefixes.map((p) => [p, operator as MobileOperator] as const),
  ),
);

/** The operator of a mobile number in any accepted form (`09…`, `98…`, `+98…`, `0098…`), or null when it is not a mobile. */
export function operatorOf(mobile: string): MobileOperator | null {
  const msisdn = toMsisdn(mobile);
  if (!msisdn) return null;
  return BY_PREFIX.get(`0${msisdn.slice(2, 5)}`) ?? "other";
}

/** Zero of every operator. */
export const noRecipients = (): PerOperator => ({ mci: 0, irancell: 0, rightel: 0, other: 0 });

/** How many of the given mobiles each operator carries; numbers that are not mobiles are left out. */
export function countByOperator(mobiles: Iterable<string>): PerOperator {
  const counts = noRecipients();
  for (const mobile of mobiles) {
    const operator = operatorOf(mobile);
    if (operator) counts[operator] += 1;
  }
  return counts;
}
