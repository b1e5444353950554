import { PROFILE_MESSAGES } from "@/lib/contract/profile";
import { profileResponseSchema } from "@/lib/contract/profile";
import { BANK_MESSAGES } from "@/lib/contract/banks";
import { isNationalId } from "@/lib/validation/national-id";
import { api, devAccount, login, sessionToken } from "./support/client";
import { showProfile, updateProfile } from "./support/profile";

const PERSONAL = {
  section: "personal",
  first_name: "نرگس",
  last_name: "کاظمی",
  national_id: "0083456120",
  father_name: "رضا",
  birth_place: "شیراز",
  birth_date: "1990-03-21",
  gender: "female",
  user_type: "legal",
};
const LEGAL = {
  section: "legal",
  company_name: "شرکت پیام‌رسان پارس",
  registration_number: "123456",
  economic_number: "411122223333",
  company_national_id: "10101234567",
  registration_date: "2012-07-01",
};
const CONTACT = {
  section: "contact",
  email: "info@payam-pars.ir",
  website: "https://www.payam-pars.ir/about",
  landline: "02188776655",
  city_code: "021",
};
/** Tehran province (8) and one of its cities, as the geography lists them. */
let tehranCity: { id: number; name: string };

let token: string;
beforeAll(async () => {
  token = await sessionToken(await devAccount());
  const cities = await api("send/banks/cities?province_id=8", { token });
  tehranCity = cities.body.data[0];
});

const freshToken = async () => sessionToken(await devAccount());

describe("show_profile", () => {
  it("answers a new account as a real person with blank sections, its username and its mobile in E.164", async () => {
    const account = await devAccount();
    const own = await sessionToken(account);
    const answer = await showProfile(own);
    expect(answer.status).toBe(200);
    expect(profileResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toMatchObject({
      user_name: account.username,
      mobile: `+${account.mobile}`,
      personal: { first_name: null, national_id: null, user_type: "real" },
      legal: null,
      contact: { email: null, website: null, landline: null, city_code: null },
      address: { province_id: null, city_id: null, postal_code: null, address: null },
      logo_id: null,
    });
  });

  it("is refused without a session", async () => {
    expect((await api("user/show_profile")).status).toBe(401);
    expect((await api("user/update_profile", { body: CONTACT })).status).toBe(401);
  });

  it("shows the seeded demo as a legal person with every section filled", async () => {
    const demo = await login("demo", "Demo@12345");
    const profile = (await showProfile(demo.body.data.token)).body.data;
    expect(isNationalId(profile.personal.national_id)).toBe(true);
    expect(profile.name).toBe(`${profile.personal.first_name} ${profile.personal.last_name}`);
    expect(profile.legal.company_name).toBeTruthy();
    expect(profile.address).toMatchObject({ province_name: "اصفهان", city_name: "اصفهان" });
    expect(profile.contact.email).toMatch(/@/);
  });
});

describe("update_profile saves one section at a time", () => {
  it("saves each section and reads it back, in the order a new legal owner fills them", async () => {
    const own = await freshToken();
    const personal = await updateProfile(own, PERSONAL);
    expect(personal.status).toBe(200);
    expect({ section: "personal", ...personal.body.data.personal }).toEqual(PERSONAL);
    expect(personal.body.data.legal).toEqual({
      company_name: null,
      registration_number: null,
      economic_number: null,
      company_national_id: null,
      registration_date: null,
    });

    expect((await updateProfile(own, LEGAL)).status).toBe(200);
    expect((await updateProfile(own, CONTACT)).status).toBe(200);
    const address = {
      section: "address",
      province_id: 8,
      city_id: tehranCity.id,
      postal_code: "1598765432",
      address: "خیابان ولیعصر، پلاک ۱۲",
    };
    expect((await updateProfile(own, address)).status).toBe(200);

    const read = (await showProfile(own)).body.data;
    expect({ section: "personal", ...read.personal }).toEqual(PERSONAL);
    expect({ section: "legal", ...read.legal }).toEqual(LEGAL);
    expect({ section: "contact", ...read.contact }).toEqual(CONTACT);
    expect(read.address).toEqual({
      province_id: 8,
      province_name: "تهران",
      city_id: tehranCity.id,
      city_name: tehranCity.name,
      postal_code: "1598765432",
      address: "خیابان ولیعصر، پلاک ۱۲",
    });
  });

  it("leaves the other sections as they were, and clears a field sent blank", async () => {
    const own = await freshToken();
    await updateProfile(own, PERSONAL);
    await updateProfile(own, CONTACT);
    await updateProfile(own, { ...CONTACT, website: "", landline: null });
    const read = (await showProfile(own)).body.data;
    expect(read.contact).toEqual({ email: CONTACT.email, website: null, landline: null, city_code: "021" });
    expect(read.personal.first_name).toBe("نرگس");
    expect(read.personal.national_id).toBe("0083456120");
  });

  it("keeps both sections when two are saved at once", async () => {
    const own = await freshToken();
    const [a, b] = await Promise.all([updateProfile(own, PERSONAL), updateProfile(own, CONTACT)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const read = (await showProfile(own)).body.data;
    expect(read.personal.last_name).toBe("کاظمی");
    expect(read.contact.email).toBe(CONTACT.email);
  });

  it("names the account after the person, so check_token (the header) says the new name", async () => {
    const own = await freshToken();
    const saved = await updateProfile(own, { ...PERSONAL, first_name: "  سینا ", last_name: "مرادی" });
    expect(saved.body.data.name).toBe("سینا مرادی");
    const check = await api("acl/auth/check_token", { token: own, body: {} });
    expect(check.body.data.name).toBe("سینا مرادی");
  });

  it("reads digits of any script and separators between groups, and stores Latin digits", async () => {
    const own = await freshToken();
    await updateProfile(own, { ...PERSONAL, national_id: "۰۰۸-۳۴۵۶۱۲-۰", birth_date: "۱۹۹۰-۰۳-۲۱" });
    await updateProfile(own, { ...CONTACT, landline: "٠٢١ ٨٨٧٧ ٦٦٥٥", city_code: "۰۲۱" });
    const read = (await showProfile(own)).body.data;
    expect(read.personal.national_id).toBe("0083456120");
    expect(read.personal.birth_date).toBe("1990-03-21");
    expect(read.contact).toMatchObject({ landline: "02188776655", city_code: "021" });
  });

  it("takes the legal section only from a legal user, and hides it once the user is real again", async () => {
    const own = await freshToken();
    const refused = await updateProfile(own, LEGAL);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ section: [PROFILE_MESSAGES.legalOnly] });

    await updateProfile(own, PERSONAL);
    await updateProfile(own, LEGAL);
    const real = await updateProfile(own, { ...PERSONAL, user_type: "real" });
    expect(real.body.data.legal).toBeNull();
    const legalAgain = await updateProfile(own, PERSONAL);
    expect(legalAgain.body.data.legal.company_name).toBe(LEGAL.company_name);
  });
});

describe("what update_profile refuses, each beside its field, saving nothing", () => {
  const refusal = async (body: Record<string, unknown>) => {
    const own = await freshToken();
    const answer = await updateProfile(own, body);
    expect(answer.status).toBe(422);
    const after = (await showProfile(own)).body.data;
    expect(after.personal.first_name).toBeNull();
    expect(after.contact.email).toBeNull();
    return answer.body.meta.errors as Record<string, string[]>;
  };

  it("a section that does not exist, or none", async () => {
    expect(await refusal({ section: "password", password: "x" })).toEqual({
      section: [PROFILE_MESSAGES.sectionUnknown],
    });
    expect(await refusal({ first_name: "علی" })).toEqual({ section: [PROFILE_MESSAGES.sectionUnknown] });
  });

  it("a national id whose check digit is wrong, or that is not ten digits", async () => {
    expect((await refusal({ ...PERSONAL, national_id: "0083456121" })).national_id).toEqual([
      PROFILE_MESSAGES.nationalIdInvalid,
    ]);
    expect((await refusal({ ...PERSONAL, national_id: "008345612" })).national_id).toEqual([
      PROFILE_MESSAGES.nationalIdLength,
    ]);
    expect((await refusal({ ...PERSONAL, national_id: "1111111111" })).national_id).toEqual([
      PROFILE_MESSAGES.nationalIdInvalid,
    ]);
  });

  it("a name left out, a birth date in the future or not a day, a gender or user type not offered", async () => {
    const errors = await refusal({
      ...PERSONAL,
      first_name: " ",
      birth_date: "2999-01-01",
      gender: "other",
      user_type: "company",
    });
    expect(errors).toEqual({
      first_name: [PROFILE_MESSAGES.firstNameRequired],
      birth_date: [PROFILE_MESSAGES.birthDateFuture],
      gender: [PROFILE_MESSAGES.genderInvalid],
      user_type: [PROFILE_MESSAGES.userTypeInvalid],
    });
    expect((await refusal({ ...PERSONAL, birth_date: "1990-02-30" })).birth_date).toEqual([
      PROFILE_MESSAGES.dateInvalid,
    ]);
  });

  it("company numbers outside their lengths", async () => {
    const own = await freshToken();
    await updateProfile(own, PERSONAL);
    const answer = await updateProfile(own, {
      ...LEGAL,
      registration_number: "12",
      economic_number: "1234567890123",
      company_national_id: "123456789012",
      registration_date: "2999-01-01",
    });
    expect(answer.body.meta.errors).toEqual({
      registration_number: [PROFILE_MESSAGES.registrationNumber],
      economic_number: [PROFILE_MESSAGES.economicNumber],
      company_national_id: [PROFILE_MESSAGES.companyNationalId],
      registration_date: [PROFILE_MESSAGES.registrationDateFuture],
    });
    expect((await showProfile(own)).body.data.legal.company_name).toBeNull();
  });

  it("an email or website that is malformed or typed on a Persian keyboard, a long landline, a short city code", async () => {
    expect(
      await refusal({
        ...CONTACT,
        email: "info@payam",
        website: "ftp://payam.ir",
        landline: "021887766551",
        city_code: "21",
      }),
    ).toEqual({
      email: [PROFILE_MESSAGES.email],
      website: [PROFILE_MESSAGES.website],
      landline: [PROFILE_MESSAGES.landline],
      city_code: [PROFILE_MESSAGES.cityCode],
    });
    expect(await refusal({ ...CONTACT, email: "مریم@payam.ir", website: "https://پیام.ir" })).toEqual({
      email: [PROFILE_MESSAGES.latinOnly],
      website: [PROFILE_MESSAGES.latinOnly],
    });
  });

  it("a city not in the chosen province, a place that does not exist, a short postal code", async () => {
    const isfahan = 4;
    expect(
      await refusal({ section: "address", province_id: isfahan, city_id: tehranCity.id, postal_code: "1598765432" }),
    ).toEqual({ city_id: [BANK_MESSAGES.cityUnknown] });
    expect(await refusal({ section: "address", province_id: 999, city_id: tehranCity.id })).toEqual({
      province_id: [BANK_MESSAGES.provinceUnknown],
    });
    expect(
      await refusal({ section: "address", province_id: 8, city_id: tehranCity.id, postal_code: "159876543" }),
    ).toEqual({ postal_code: [PROFILE_MESSAGES.postalCode] });
    expect(await refusal({ section: "address" })).toEqual({
      province_id: [PROFILE_MESSAGES.provinceRequired],
      city_id: [PROFILE_MESSAGES.cityRequired],
    });
  });

  it("a body over the 1 MB limit, and a body that is not JSON", async () => {
    const huge = await updateProfile(token, { ...CONTACT, email: `${"a".repeat(1_100_000)}@x.ir` });
    expect(huge.status).toBe(413);
    const broken = await api("user/update_profile", { token, rawBody: "{section:" });
    expect(broken.status).toBe(422);
  });

  it("a field far longer than its limit, with the limit's message", async () => {
    const errors = await refusal({ ...PERSONAL, father_name: "ب".repeat(51), national_id: "۱".repeat(5000) });
    expect(errors.father_name).toEqual([PROFILE_MESSAGES.tooLong(50)]);
    expect(errors.national_id).toEqual([PROFILE_MESSAGES.nationalIdLength]);
  });
});
