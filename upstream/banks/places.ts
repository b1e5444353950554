import { asc, eq } from "drizzle-orm";
import { BANK_MESSAGES, type NamedOption } from "@/lib/contract/banks";
import type { Db } from "../db/client";
import { geoCities, geoCounties, geoProvinces } from "../db/schema";
import { validationFailed } from "../http/failure";

export interface Place {
  provinceId: number;
  countyId?: number;
  cityId?: number;
}

/**
 * Checks that a place exists and its parts belong together (the county in the province, the
 * city in the county); refuses with the field's Persian message, its name prefixed by `field`
 * (`params.0.` for a send's item).
 */
export async function checkPlace(db: Db, place: Place, field = ""): Promise<void> {
  const [province] = await db
    .select({ id: geoProvinces.id })
    .from(geoProvinces)
    .where(eq(geoProvinces.id, place.provinceId));
  if (!province) throw validationFailed({ [`${field}province_id`]: [BANK_MESSAGES.provinceUnknown] });
  if (place.countyId !== undefined) {
    const [county] = await db
      .select({ provinceId: geoCounties.provinceId })
      .from(geoCounties)
      .where(eq(geoCounties.id, place.countyId));
    if (county?.provinceId !== place.provinceId)
      throw validationFailed({ [`${field}county_id`]: [BANK_MESSAGES.countyUnknown] });
  }
  if (place.cityId !== undefined) {
    const [city] = await db
      .select({ provinceId: geoCities.provinceId, countyId: geoCities.countyId })
      .from(geoCities)
      .where(eq(geoCities.id, place.cityId));
    const fits =
      city?.provinceId === place.provinceId && (place.countyId === undefined || city.countyId === place.countyId);
    if (!fits) throw validationFailed({ [`${field}city_id`]: [BANK_MESSAGES.cityUnknown] });
  }
}

export function listProvinces(db: Db): Promise<NamedOption[]> {
  return db.select({ id: geoProvinces.id, name: geoProvinces.name }).from(geoProvinces).orderBy(asc(geoProvinces.id));
}

export async function listCounties(db: Db, provinceId: number): Promise<NamedOption[]> {
  await checkPlace(db, { provinceId });
  return db
    .select({ id: geoCounties.id, name: geoCounties.name })
    .from(geoCounties)
    .where(eq(geoCounties.provinceId, provinceId))
    .orderBy(asc(geoCounties.id));
}

/** The cities of a county, or of a whole province. */
export async function listCities(db: Db, where: { countyId?: number; provinceId?: number }): Promise<NamedOption[]> {
  if (where.countyId !== undefined) {
    const [county] = await db
      .select({ id: geoCounties.id })
      .from(geoCounties)
      .where(eq(geoCounties.id, where.countyId));
    if (!county) throw validationFailed({ county_id: [BANK_MESSAGES.countyUnknown] });
    return db
      .select({ id: geoCities.id, name: geoCities.name })
      .from(geoCities)
      .where(eq(geoCities.countyId, where.countyId))
      .orderBy(asc(geoCities.id));
  }
  await checkPlace(db, { provinceId: where.provinceId! });
  return db
    .select({ id: geoCities.id, name: geoCities.name })
    .from(geoCities)
    .where(eq(geoCities.provinceId, where.provinceId!))
    .orderBy(asc(geoCities.id));
}

/** Edge's three kinds of holder. */
export const GENDERS: NamedOption[] = [
  { id: 1, name: "مرد" },
  { id: 2, name: "زن" },
  { id: 3, name: "سازمانی- حقوقی" },
];
