import { eq } from "drizzle-orm";
import { PROFILE_MESSAGES, type UpdateProfileRequest } from "@/lib/contract/profile";
import { checkPlace } from "../banks/places";
import type { Db } from "../db/client";
import { userProfiles, users } from "../db/schema";
import { validationFailed } from "../http/failure";

type ProfileColumns = Partial<typeof userProfiles.$inferInsert>;

/** The row's columns one section writes; the other sections' columns are not named, so they stay. */
function columnsOf(request: UpdateProfileRequest): ProfileColumns {
  switch (request.section) {
    case "personal":
      return {
        firstName: request.first_name,
        lastName: request.last_name,
        nationalId: request.national_id,
        fatherName: request.father_name,
        birthPlace: request.birth_place,
        birthDate: request.birth_date,
        gender: request.gender,
        userType: request.user_type,
      };
    case "legal":
      return {
        companyName: request.company_name,
        registrationNumber: request.registration_number,
        economicNumber: request.economic_number,
        companyNationalId: request.company_national_id,
        companyRegistrationDate: request.registration_date,
      };
    case "contact":
      return {
        email: request.email,
        website: request.website,
        landline: request.landline,
        cityCode: request.city_code,
      };
    case "address":
      return {
        provinceId: request.province_id,
        cityId: request.city_id,
        postalCode: request.postal_code,
        address: request.address,
      };
  }
}

/**
 * Saves one section of the owner's profile, in one transaction with the row locked (made when
 * absent), so two saves of different sections at once both stay. The legal section is taken only
 * from a legal user; an address only with a city of its province; a personal save names the
 * account after the person, which the header reads through check_token.
 */
export async function saveProfileSection(db: Db, userId: number, request: UpdateProfileRequest): Promise<void> {
  if (request.section === "address") {
    await checkPlace(db, { provinceId: request.province_id, cityId: request.city_id });
  }
  await db.transaction(async (tx) => {
    await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select({ userType: userProfiles.userType })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .for("update");
    if (request.section === "legal" && current?.userType !== "legal") {
      throw validationFailed({ section: [PROFILE_MESSAGES.legalOnly] });
    }
    await tx
      .update(userProfiles)
      .set({ ...columnsOf(request), updatedAt: new Date() })
      .where(eq(userProfiles.userId, userId));
    if (request.section === "personal") {
      await tx
        .update(users)
        .set({ name: `${request.first_name} ${request.last_name}`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
  });
}
