import { loadGeo, type GeoCity, type GeoData, type GeoProvince, type LngLat } from "./geo";
import { insideMultiPolygon, kmToNearestEdge, offsetKm } from "./geometry";
import { seededRandom, splitByWeight } from "./shares";

/**
 * Where the synthetic numbers live. Everything here depends on the geographic data alone, so
 * towers and postal areas are the same whatever the bank's size; `bankCounts` then splits a size
 * over provinces (by their population weight), cities and towers, exactly.
 */

/** Each province's capital and the share of the province's numbers it holds. */
const CAPITALS: Record<number, { cityId: number; share: number }> = {
  1: { cityId: 14, share: 0.45 },
  2: { cityId: 63, share: 0.3 },
  3: { cityId: 105, share: 0.45 },
  4: { cityId: 139, share: 0.45 },
  5: { cityId: 248, share: 0.6 },
  6: { cityId: 258, share: 0.4 },
  7: { cityId: 280, share: 0.25 },
  8: { cityId: 329, share: 0.65 },
  9: { cityId: 376, share: 0.25 },
  10: { cityId: 403, share: 0.35 },
  11: { cityId: 491, share: 0.55 },
  12: { cityId: 505, share: 0.35 },
  13: { cityId: 539, share: 0.3 },
  14: { cityId: 616, share: 0.45 },
  15: { cityId: 630, share: 0.3 },
  16: { cityId: 654, share: 0.3 },
  17: { cityId: 727, share: 0.4 },
  18: { cityId: 803, share: 0.45 },
  19: { cityId: 810, share: 0.9 },
  20: { cityId: 830, share: 0.3 },
  21: { cityId: 902, share: 0.25 },
  22: { cityId: 936, share: 0.45 },
  23: { cityId: 950, share: 0.25 },
  24: { cityId: 984, share: 0.25 },
  25: { cityId: 1000, share: 0.3 },
  26: { cityId: 1052, share: 0.25 },
  27: { cityId: 1098, share: 0.15 },
  28: { cityId: 1127, share: 0.4 },
  29: { cityId: 1164, share: 0.35 },
  30: { cityId: 1225, share: 0.3 },
  31: { cityId: 1246, share: 0.5 },
};

/** The first two digits of a province's postal codes (the real ones where they do not clash). */
const POSTAL_PREFIXES: Record<number, number> = {
  1: 51,
  2: 57,
  3: 56,
  4: 81,
  5: 31,
  6: 69,
  7: 75,
  8: 13,
  9: 88,
  10: 97,
  11: 91,
  12: 94,
  13: 61,
  14: 45,
  15: 35,
  16: 98,
  17: 71,
  18: 34,
  19: 37,
  20: 66,
  21: 76,
  22: 67,
  23: 74,
  24: 49,
  25: 41,
  26: 68,
  27: 48,
  28: 38,
  29: 79,
  30: 65,
  31: 89,
};

/** Iranian postal codes use no 0 or 2 in their first five digits. */
export const POSTAL_DIGITS = [1, 3, 4, 5, 6, 7, 8, 9] as const;
/** Areas (digits three to five) of one province: 8³. */
const POSTAL_AREAS_PER_PROVINCE = POSTAL_DIGITS.length ** 3;

interface CityPlan {
  city: GeoCity;
  /** Share of its province's numbers. */
  share: number;
  spreadKm: number;
  /** The city's postal areas: slots [firstSlot, firstSlot + slotCount) of its province. */
  firstSlot: number;
  slotCount: number;
}

interface TowerPlan {
  id: number;
  provinceId: number;
  countyId: number;
  cityId: number;
  name: string;
  point: LngLat;
  radiusKm: number;
  /** Share of its city's numbers. */
  share: number;
}

interface ProvincePlan {
  province: GeoProvince;
  postalPrefix: number;
  cities: CityPlan[];
}

export interface BankLayout {
  geo: GeoData;
  provinces: ProvincePlan[];
  /** Every tower, city by city; a tower's numbers lie in a disc around it. */
  towers: TowerPlan[];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Kilometres around its point over which a city's numbers are scattered: wider where the point is borrowed. */
function spreadKm(city: GeoCity, nationalShare: number): number {
  const own = clamp(2 + 60 * Math.sqrt(nationalShare), 2, 18);
  if (city.center_precision === "county") return Math.max(own, 12);
  if (city.center_precision === "province") return Math.max(own, 35);
  return own;
}

function cityShares(province: GeoProvince, cities: GeoCity[], seatIds: Set<number>): number[] {
  const capital = CAPITALS[province.id];
  const weights = cities.map((city) => {
    if (city.id === capital?.cityId) return 0;
    const random = seededRandom(city.id * 2_654_435 + 17);
    return (seatIds.has(city.id) ? 3 : 1) * (city.center_precision === "city" ? 2 : 1) * (0.6 + 0.8 * random());
  });
  const rest = weights.reduce((a, b) => a + b, 0);
  const capitalShare = capital && rest > 0 ? capital.share : 1;
  return cities.map((city, i) =>
    city.id === capital?.cityId ? capitalShare : ((1 - capitalShare) * weights[i]!) / rest,
  );
}

const DIRECTIONS = ["شرق", "شمال شرق", "شمال", "شمال غرب", "غرب", "جنوب غرب", "جنوب", "جنوب شرق"];
const faDigits = (n: number) => n.toLocaleString("fa-IR", { useGrouping: false });

/** Towers around one city: one at its point, the others scattered inside the province, each with a disc that stays inside it. */
function cityTowers(
  city: GeoCity,
  province: GeoProvince,
  plan: { spreadKm: number; nationalShare: number },
  firstId: number,
): TowerPlan[] {
  const count = clamp(Math.round(Math.sqrt(plan.nationalShare * 40_000)), 1, 40);
  const random = seededRandom(city.id * 7_919 + 1);
  const points: { point: LngLat; distanceKm: number; angle: number }[] = [
    { point: city.center, distanceKm: 0, angle: 0 },
  ];
  for (let k = 1; k < count; k++) {
    for (let attempt = 0; attempt < 30; attempt++) {
      const distanceKm = plan.spreadKm * (0.15 + 0.85 * Math.sqrt(random()));
      const angle = 2 * Math.PI * random();
      const point = offsetKm(city.center, distanceKm, angle);
      if (insideMultiPolygon(point, province.polygon) && kmToNearestEdge(point, province.polygon) > 0.3) {
        points.push({ point, distanceKm, angle });
        break;
      }
    }
  }
  const cellKm = (plan.spreadKm / Math.sqrt(points.length)) * 1.2;
  const used = new Map<string, number>();
  return points.map(({ point, distanceKm, angle }, k) => {
    const direction = k === 0 ? "مرکز" : DIRECTIONS[Math.round(angle / (Math.PI / 4)) % 8]!;
    const seen = (used.get(direction) ?? 0) + 1;
    used.set(direction, seen);
    return {
      id: firstId + k,
      provinceId: city.province_id,
      countyId: city.county_id,
      cityId: city.id,
      name: `${city.name}، ${direction}${seen > 1 ? ` ${faDigits(seen)}` : ""}`,
      point,
      radiusKm: Math.min(cellKm, 0.95 * kmToNearestEdge(point, province.polygon)),
      share: (1 / (1 + (1.5 * distanceKm) / plan.spreadKm)) * (0.6 + 0.8 * random()),
    };
  });
}

/** The layout of the bank over Iran's geography. */
export function bankLayout(geo: GeoData = loadGeo()): BankLayout {
  const seatIds = new Set(
    geo.counties.flatMap((county) => (county.seat_city_id === null ? [] : [county.seat_city_id])),
  );
  const weightSum = geo.provinces.reduce((sum, p) => sum + p.weight, 0);
  const towers: TowerPlan[] = [];
  const provinces = geo.provinces.map((province): ProvincePlan => {
    const cities = geo.cities.filter((city) => city.province_id === province.id);
    const capitalId = CAPITALS[province.id]?.cityId;
    // The capital first, so its postal areas come first (e.g. 131… for Tehran).
    cities.sort((a, b) => Number(b.id === capitalId) - Number(a.id === capitalId) || a.id - b.id);
    const shares = cityShares(province, cities, seatIds);
    const slots = splitByWeight(POSTAL_AREAS_PER_PROVINCE - cities.length, shares).map((extra) => extra + 1);
    let nextSlot = 0;
    const plans = cities.map((city, i): CityPlan => {
      const nationalShare = (province.weight / weightSum) * shares[i]!;
      const plan = {
        city,
        share: shares[i]!,
        spreadKm: spreadKm(city, nationalShare),
        firstSlot: nextSlot,
        slotCount: slots[i]!,
      };
      nextSlot += plan.slotCount;
      const own = cityTowers(city, province, { spreadKm: plan.spreadKm, nationalShare }, towers.length + 1);
      const towerShareSum = own.reduce((sum, t) => sum + t.share, 0);
      towers.push(...own.map((t) => ({ ...t, share: t.share / towerShareSum })));
      return plan;
    });
    return { province, postalPrefix: POSTAL_PREFIXES[province.id]!, cities: plans };
  });
  return { geo, provinces, towers };
}

/** How many of `size` numbers each tower's disc holds, in `layout.towers` order; they add up to `size`. */
export function bankCounts(layout: BankLayout, size: number): number[] {
  const byCity = new Map<number, number>();
  const provinceCounts = splitByWeight(
    size,
    layout.provinces.map((p) => p.province.weight),
  );
  layout.provinces.forEach((plan, i) => {
    const cityCounts = splitByWeight(
      provinceCounts[i]!,
      plan.cities.map((c) => c.share),
    );
    plan.cities.forEach((c, j) => byCity.set(c.city.id, cityCounts[j]!));
  });
  const counts: number[] = [];
  for (let start = 0; start < layout.towers.length;) {
    const cityId = layout.towers[start]!.cityId;
    let end = start;
    while (end < layout.towers.length && layout.towers[end]!.cityId === cityId) end++;
    const own = layout.towers.slice(start, end);
    counts.push(
      ...splitByWeight(
        byCity.get(cityId) ?? 0,
        own.map((t) => t.share),
      ),
    );
    start = end;
  }
  return counts;
}
