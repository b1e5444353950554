/** @jest-environment node */
import * as z from "zod/mini";
import { toFieldErrors } from "@/lib/contract/field-errors";
import {
  addressSectionSchema,
  contactSectionSchema,
  legalSectionSchema,
  personalSectionSchema,
  PROFILE_MESSAGES,
  updateProfileRequestSchema,
} from "@/lib/contract/profile";
import { URL_MESSAGE } from "@/lib/validation/url";

const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? {} : toFieldErrors(result.error);
};

const PERSONAL = { first_name: "مریم", last_name: "احمدی", user_type: "real" };

describe("the personal section", () => {
  it("needs the first and last name and the user type; the rest may stay blank and is null", () => {
    expect(errorsOf(personalSectionSchema, { first_name: "", last_name: "  " })).toEqual({
      first_name: [PROFILE_MESSAGES.firstNameRequired],
      last_name: [PROFILE_MESSAGES.lastNameRequired],
      user_type: [PROFILE_MESSAGES.userTypeInvalid],
    });
    expect(z.parse(personalSectionSchema, { ...PERSONAL, national_id: "", father_name: " ", gender: null })).toEqual({
      ...PERSONAL,
      national_id: null,
      father_name: null,
      birth_place: null,
      birth_date: null,
      gender: null,
    });
  });

  it("checks the national id's length, then its check digit", () => {
    expect(errorsOf(personalSectionSchema, { ...PERSONAL, national_id: "12345" })).toEqual({
      national_id: [PROFILE_MESSAGES.nationalIdLength],
    });
    expect(errorsOf(personalSectionSchema, { ...PERSONAL, national_id: "1270954386" })).toEqual({
      national_id: [PROFILE_MESSAGES.nationalIdInvalid],
    });
    expect(z.parse(personalSectionSchema, { ...PERSONAL, national_id: "۱۲۷۰۹۵۴۳۸۵" }).national_id).toBe("1270954385");
  });

  it("takes a birth date up to today in Tehran and refuses tomorrow and days that do not exist", () => {
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    expect(errorsOf(personalSectionSchema, { ...PERSONAL, birth_date: tomorrow })).toEqual({
      birth_date: [PROFILE_MESSAGES.birthDateFuture],
    });
    expect(errorsOf(personalSectionSchema, { ...PERSONAL, birth_date: "1899-12-31" })).toEqual({
      birth_date: [PROFILE_MESSAGES.dateInvalid],
    });
    expect(z.parse(personalSectionSchema, { ...PERSONAL, birth_date: "1988-05-14" }).birth_date).toBe("1988-05-14");
  });

  it("trims names and refuses one over 50 characters", () => {
    expect(z.parse(personalSectionSchema, { ...PERSONAL, first_name: "  مریم " }).first_name).toBe("مریم");
    expect(errorsOf(personalSectionSchema, { ...PERSONAL, birth_place: "ا".repeat(51) })).toEqual({
      birth_place: [PROFILE_MESSAGES.tooLong(50)],
    });
  });
});

describe("the legal section", () => {
  const LEGAL = { company_name: "شرکت نمونه" };

  it.each([
    ["registration_number", 3, 15, PROFILE_MESSAGES.registrationNumber],
    ["economic_number", 3, 12, PROFILE_MESSAGES.economicNumber],
    ["company_national_id", 3, 11, PROFILE_MESSAGES.companyNationalId],
  ])("takes %s of %i to %i digits only", (field, min, max, message) => {
    for (const digits of [min, max]) {
      expect(errorsOf(legalSectionSchema, { ...LEGAL, [field]: "7".repeat(digits) })).toEqual({});
    }
    for (const digits of [min - 1, max + 1]) {
      expect(errorsOf(legalSectionSchema, { ...LEGAL, [field]: "7".repeat(digits) })).toEqual({ [field]: [message] });
    }
    expect(errorsOf(legalSectionSchema, { ...LEGAL, [field]: "12x45" })).toEqual({ [field]: [message] });
  });

  it("needs the company's name", () => {
    expect(errorsOf(legalSectionSchema, {})).toEqual({ company_name: [PROFILE_MESSAGES.companyNameRequired] });
  });
});

describe("the contact section", () => {
  it("refuses Persian or Arabic letters in the email and website with their own message", () => {
    expect(errorsOf(contactSectionSchema, { email: "مریم@shop.ir", website: "https://فروشگاه.ir" })).toEqual({
      email: [PROFILE_MESSAGES.latinOnly],
      website: [PROFILE_MESSAGES.latinOnly],
    });
  });

  it("refuses a malformed email and a website outside the spec's URL rule", () => {
    expect(errorsOf(contactSectionSchema, { email: "shop.ir", website: "https://shop.xyz" })).toEqual({
      email: [PROFILE_MESSAGES.email],
      website: [URL_MESSAGE],
    });
  });

  it("takes a landline of up to 11 digits and a 3-digit city code, in any script", () => {
    expect(z.parse(contactSectionSchema, { landline: "۰۳۱-۳۶۲۵۴۱۸۷", city_code: "٠٣١" })).toEqual({
      email: null,
      website: null,
      landline: "03136254187",
      city_code: "031",
    });
    expect(errorsOf(contactSectionSchema, { landline: "031362541870", city_code: "0311" })).toEqual({
      landline: [PROFILE_MESSAGES.landline],
      city_code: [PROFILE_MESSAGES.cityCode],
    });
  });
});

describe("the address section", () => {
  it("needs a province and a city, and takes a 10-digit postal code", () => {
    expect(errorsOf(addressSectionSchema, { province_id: null, city_id: null })).toEqual({
      province_id: [PROFILE_MESSAGES.provinceRequired],
      city_id: [PROFILE_MESSAGES.cityRequired],
    });
    expect(errorsOf(addressSectionSchema, { province_id: 4, city_id: 139, postal_code: "817391561" })).toEqual({
      postal_code: [PROFILE_MESSAGES.postalCode],
    });
    expect(z.parse(addressSectionSchema, { province_id: "4", city_id: 139, postal_code: "۸۱۷۳۹-۱۵۶۱۴" })).toEqual({
      province_id: 4,
      city_id: 139,
      postal_code: "8173915614",
      address: null,
    });
  });
});

describe("update_profile's request", () => {
  it("reads only the named section's fields", () => {
    const parsed = z.parse(updateProfileRequestSchema, { section: "contact", email: "a@b.ir", first_name: "x" });
    expect(parsed).toEqual({ section: "contact", email: "a@b.ir", website: null, landline: null, city_code: null });
  });

  it("refuses a section that does not exist on the section field", () => {
    expect(errorsOf(updateProfileRequestSchema, { section: "password" })).toEqual({
      section: [PROFILE_MESSAGES.sectionUnknown],
    });
  });
});
