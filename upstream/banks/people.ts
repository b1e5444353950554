import { and, asc, between, count, eq, gte, inArray, lt, notExists, sql, type SQL } from "drizzle-orm";
import type { OperatorCounts } from "@/lib/contract/banks";
import { BIRTH_YEARS } from "@/lib/contract/banks";
import type { Db, Tx } from "../db/client";
import { bankNumbers, sendBlacklist } from "../db/schema";
import type { LngLat } from "./geo";

/**
 * Filters over the number bank, shared by its count endpoints and the bank sends: a place,
 * a postal-code start, a drawn area or towers, and who holds the number.
 */
export interface PeopleFilter {
  provinceId?: number;
  countyId?: number;
  cityId?: number;
  /** Numbers starting 98 + these digits (912, 9121…). */
  prefix?: string;
  /** The first digits of a ten-digit postal code. */
  postalCode?: number;
  /** A drawn area, `[longitude, latitude]` corners. */
  polygon?: readonly LngLat[];
  towerIds?: readonly number[];
  /** 0 or absent: everyone; 1 male, 2 female, 3 legal entity. */
  gender?: number;
  birthYearFrom?: number;
  birthYearTo?: number;
  /** Leave out this user's send blacklist (the `white` bank). */
  exceptBlacklistOf?: number;
}

/** The send slices' operator groups: `other` is Rightel and the small operators. */
export const OPERATOR_GROUPS = {
  mci: ["mci"],
  irancell: ["irancell"],
  other: ["rightel", "other"],
} as const satisfies Record<string, readonly string[]>;
export type OperatorGroup = keyof typeof OPERATOR_GROUPS;

const POSTAL_DIGITS = 10;

/** The postal codes starting with `prefix`: [prefix·10ᵏ, (prefix+1)·10ᵏ) for the digits left. */
function postalRange(prefix: number): [number, number] {
  const digits = String(prefix).length;
  if (digits > POSTAL_DIGITS) return [0, 0];
  const scale = 10 ** (POSTAL_DIGITS - digits);
  return [prefix * scale, (prefix + 1) * scale];
}

/** The polygon as PostgreSQL's `polygon` text. */
const polygonText = (points: readonly LngLat[]) => `(${points.map(([x, y]) => `(${x},${y})`).join(",")})`;

function insidePolygon(points: readonly LngLat[]): SQL {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  // The box lets the block-range index skip most of the table; the polygon test is exact.
  return sql`(${bankNumbers.longitude} between ${Math.min(...xs)} and ${Math.max(...xs)}
    and ${bankNumbers.latitude} between ${Math.min(...ys)} and ${Math.max(...ys)}
    and point(${bankNumbers.longitude}, ${bankNumbers.latitude}) <@ ${polygonText(points)}::polygon)`;
}

function peopleWhere(filter: PeopleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.provinceId !== undefined) conditions.push(eq(bankNumbers.provinceId, filter.provinceId));
  if (filter.countyId !== undefined) conditions.push(eq(bankNumbers.countyId, filter.countyId));
  if (filter.cityId !== undefined) conditions.push(eq(bankNumbers.cityId, filter.cityId));
  if (filter.prefix !== undefined) conditions.push(sql`${bankNumbers.msisdn} like ${`98${filter.prefix}%`}`);
  if (filter.postalCode !== undefined) {
    const [from, to] = postalRange(filter.postalCode);
    conditions.push(and(gte(bankNumbers.postalCode, from), lt(bankNumbers.postalCode, to)));
  }
  if (filter.polygon !== undefined) conditions.push(insidePolygon(filter.polygon));
  if (filter.towerIds !== undefined) conditions.push(inArray(bankNumbers.towerId, [...filter.towerIds]));
  if (filter.gender) conditions.push(eq(bankNumbers.gender, filter.gender));
  const from = filter.birthYearFrom ?? BIRTH_YEARS.min;
  const to = filter.birthYearTo ?? BIRTH_YEARS.max;
  if (from > BIRTH_YEARS.min || to < BIRTH_YEARS.max) conditions.push(between(bankNumbers.birthYear, from, to));
  if (filter.exceptBlacklistOf !== undefined) {
    conditions.push(
      notExists(
        sql`(select 1 from ${sendBlacklist} where ${sendBlacklist.userId} = ${filter.exceptBlacklistOf} and ${sendBlacklist.msisdn} = ${bankNumbers.msisdn})`,
      ),
    );
  }
  return and(...conditions);
}

/** How many numbers match, per operator group. */
export async function countPeople(db: Db | Tx, filter: PeopleFilter): Promise<OperatorCounts> {
  const rows = await db
    .select({ operator: bankNumbers.operator, n: count() })
    .from(bankNumbers)
    .where(peopleWhere(filter))
    .groupBy(bankNumbers.operator);
  const counts: OperatorCounts = { mci_count: 0, irancell_count: 0, other_count: 0 };
  for (const row of rows) {
    const group =
      (Object.keys(OPERATOR_GROUPS) as OperatorGroup[]).find((g) =>
        (OPERATOR_GROUPS[g] as readonly string[]).includes(row.operator),
      ) ?? "other";
    counts[`${group}_count`] += row.n;
  }
  return counts;
}

/** A send's slice of one operator group: the matching numbers in msisdn order, `size` of them from `start`. */
export async function pickPeople(
  db: Db | Tx,
  filter: PeopleFilter,
  group: OperatorGroup,
  slice: { start: number; size: number },
): Promise<string[]> {
  if (slice.size <= 0) return [];
  const rows = await db
    .select({ msisdn: bankNumbers.msisdn })
    .from(bankNumbers)
    .where(and(peopleWhere(filter), inArray(bankNumbers.operator, [...OPERATOR_GROUPS[group]])))
    .orderBy(asc(bankNumbers.msisdn))
    .limit(slice.size)
    .offset(slice.start);
  return rows.map((r) => r.msisdn);
}
