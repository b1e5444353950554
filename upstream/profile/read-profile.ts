import { eq } from "drizzle-orm";
import type { Profile } from "@/lib/contract/profile";
import { toE164 } from "@/lib/validation/mobile";
import type { Db, Tx } from "../db/client";
import { geoCities, geoProvinces, userProfiles, users } from "../db/schema";

/**
 * The account and its profile as `show_profile` answers it: every section (the legal one only
 * for a legal user), the place's names from the geography, the logo's id. An account that never
 * saved a section reads as a real person with blank fields.
 */
export async function readProfile(db: Db | Tx, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      user: { username: users.username, mobile: users.mobile, name: users.name },
      profile: userProfiles,
      provinceName: geoProvinces.name,
      cityName: geoCities.name,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(geoProvinces, eq(geoProvinces.id, userProfiles.provinceId))
    .leftJoin(geoCities, eq(geoCities.id, userProfiles.cityId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no account ${userId}`);
  const p = row.profile;
  const userType = p?.userType === "legal" ? "legal" : "real";
  return {
    user_name: row.user.username,
    mobile: toE164(row.user.mobile) ?? row.user.mobile,
    name: row.user.name,
    personal: {
      first_name: p?.firstName ?? null,
      last_name: p?.lastName ?? null,
      national_id: p?.nationalId ?? null,
      father_name: p?.fatherName ?? null,
      birth_place: p?.birthPlace ?? null,
      birth_date: p?.birthDate ?? null,
      gender: p?.gender === "male" || p?.gender === "female" ? p.gender : null,
      user_type: userType,
    },
    legal:
      userType === "legal"
        ? {
            company_name: p?.companyName ?? null,
            registration_number: p?.registrationNumber ?? null,
            economic_number: p?.economicNumber ?? null,
            company_national_id: p?.companyNationalId ?? null,
            registration_date: p?.companyRegistrationDate ?? null,
          }
        : null,
    contact: {
      email: p?.email ?? null,
      website: p?.website ?? null,
      landline: p?.landline ?? null,
      city_code: p?.cityCode ?? null,
    },
    address: {
      province_id: p?.provinceId ?? null,
      province_name: row.provinceName,
      city_id: p?.cityId ?? null,
      city_name: row.cityName,
      postal_code: p?.postalCode ?? null,
      address: p?.address ?? null,
    },
    logo_id: p?.logoFileId ?? null,
  };
}
