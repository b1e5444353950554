import { operatorOf, type MobileOperator } from "@/lib/sms/operators";
import { splitByWeight } from "./shares";

/**
 * Mobile prefixes (after 09) with their rough share of Iran's subscribers: MCI about 54%,
 * Irancell 38%, Rightel 6%, the small operators (Taliya, Shatel Mobile, ApTel) 2%.
 */
const PREFIX_SHARES: Record<string, number> = {
  // MCI
  "912": 9.5,
  "913": 4.5,
  "914": 4.5,
  "915": 4.5,
  "916": 3.5,
  "917": 3.5,
  "918": 3.5,
  "911": 4.5,
  "919": 5,
  "910": 3.5,
  "990": 3.5,
  "991": 2.5,
  "992": 1,
  "993": 0.3,
  "994": 0.2,
  // Irancell
  "935": 5.5,
  "936": 4.5,
  "937": 4,
  "938": 3.5,
  "939": 3.5,
  "930": 4,
  "933": 2.5,
  "901": 3.5,
  "902": 3,
  "903": 2,
  "904": 1,
  "905": 0.7,
  "900": 0.3,
  // Rightel
  "920": 2.5,
  "921": 2.5,
  "922": 1,
  // Others
  "932": 0.6,
  "998": 0.8,
  "999": 0.6,
};

/** Slots a number's hash picks its prefix from: each prefix fills slots by its share. */
export const PREFIX_SLOT_COUNT = 1024;

/** The prefixes laid out over PREFIX_SLOT_COUNT slots, in a fixed order. */
export function prefixSlots(shares: Record<string, number> = PREFIX_SHARES): string[] {
  const prefixes = Object.keys(shares);
  const counts = splitByWeight(
    PREFIX_SLOT_COUNT,
    prefixes.map((p) => shares[p]!),
  );
  return prefixes.flatMap((prefix, i) => Array<string>(counts[i]!).fill(prefix));
}

/** The operator of a three-digit prefix (9xx), as pricing sees it. */
export function operatorOfPrefix(prefix: string): MobileOperator {
  return operatorOf(`0${prefix}0000000`)!;
}

/** Directory numbers lean a little more to MCI than people's. */
export const JOB_PREFIX_SHARES: Record<string, number> = Object.fromEntries(
  Object.entries(PREFIX_SHARES).map(([prefix, share]) => [
    prefix,
    operatorOfPrefix(prefix) === "mci" ? share * 1.2 : share,
  ]),
);
