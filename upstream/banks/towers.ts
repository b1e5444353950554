import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import { BANK_MESSAGES, type Tower } from "@/lib/contract/banks";
import type { Db } from "../db/client";
import { bankNumbers, geoCities, towers } from "../db/schema";
import { validationFailed } from "../http/failure";
import { checkPlace, type Place } from "./places";

/** The Irancell towers of a province (or one county or city of it), each with the bank's numbers it serves. */
export async function listTowers(db: Db, place: Place): Promise<Tower[]> {
  await checkPlace(db, place);
  const rows = await db
    .select({ tower: towers, cityName: geoCities.name })
    .from(towers)
    .innerJoin(geoCities, eq(geoCities.id, towers.cityId))
    .where(
      and(
        eq(towers.provinceId, place.provinceId),
        place.countyId === undefined ? undefined : eq(towers.countyId, place.countyId),
        place.cityId === undefined ? undefined : eq(towers.cityId, place.cityId),
      ),
    )
    .orderBy(asc(towers.id));
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const served = await db
      .select({ towerId: bankNumbers.towerId, n: count() })
      .from(bankNumbers)
      .where(
        and(
          isNotNull(bankNumbers.towerId),
          inArray(
            bankNumbers.towerId,
            rows.map((r) => r.tower.id),
          ),
        ),
      )
      .groupBy(bankNumbers.towerId);
    for (const row of served) counts.set(row.towerId!, row.n);
  }
  return rows.map(({ tower, cityName }) => ({
    id: tower.id,
    name: tower.name,
    province_id: tower.provinceId,
    county_id: tower.countyId,
    city_id: tower.cityId,
    city_name: cityName,
    longitude: tower.longitude,
    latitude: tower.latitude,
    radius_km: Math.round(tower.radiusKm * 100) / 100,
    irancell_count: counts.get(tower.id) ?? 0,
  }));
}

/** Refuses tower ids that are not towers, on the send item's `tower_ids`. */
export async function checkTowers(db: Db, ids: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  const [found] = await db.select({ n: count() }).from(towers).where(inArray(towers.id, unique));
  if ((found?.n ?? 0) !== unique.length) throw validationFailed({ [field]: [BANK_MESSAGES.towerUnknown] });
}
