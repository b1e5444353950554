import { contactListResponseSchema } from "@/lib/contract/contacts";
import { api } from "./support/client";
import {
  addContacts,
  createFeature,
  createPhonebook,
  data,
  download,
  e164,
  localMobiles,
  phonebookOwner,
} from "./support/phonebooks";

/** One owner's contacts in two phonebooks, with genders, names and features to filter by. */
async function filterOwner() {
  const { token } = await phonebookOwner();
  const customers = await createPhonebook(token, "مشتریان");
  const partners = await createPhonebook(token, "همکاران");
  const city = await createFeature(token, { title: "شهر", type: "string" });
  const age = await createFeature(token, { title: "سن", type: "int" });
  const joined = await createFeature(token, { title: "عضویت", type: "date" });
  const [ali, maryam, company, nameless] = localMobiles(4);
  await addContacts(token, [
    {
      number: ali,
      name: "علی رضایی",
      gender: 1,
      phonebook_id: customers,
      tags: ["VIP"],
      options: { [city]: "Tehran", [age]: "30", [joined]: "1403/05/12" },
    },
    {
      number: maryam,
      name: "مریم ۱۲",
      gender: 2,
      phonebook_id: customers,
      options: { [city]: "North TEHRAN West", [age]: "025" },
    },
    { number: company, name: "شرکت نمونه", gender: 3, phonebook_id: partners, tags: ["vip"], options: { [age]: 30 } },
    { number: nameless, phonebook_id: partners },
  ]);
  const mobiles = { ali: e164(ali!), maryam: e164(maryam!), company: e164(company!), nameless: e164(nameless!) };
  const list = async (query: string) =>
    contactListResponseSchema.parse(
      (await api(`phonebooks/numbers/contact-list?per_page=100&${query}`, { token })).body,
    );
  const numbers = async (query: string) => (await list(query)).data.map((contact) => contact.number).sort();
  return {
    token,
    customers,
    partners,
    city,
    age,
    joined,
    mobiles,
    locals: { ali: ali!, maryam: maryam!, company: company!, nameless: nameless! },
    list,
    numbers,
  };
}

const sorted = (...values: string[]) => [...values].sort();
const q = encodeURIComponent;

describe("contact-list filters: gender, created until, a custom feature and names", () => {
  it("filters by gender, 0 finding contacts without one, and refuses any other value in Persian", async () => {
    const { token, mobiles, numbers } = await filterOwner();
    expect(await numbers("gender=1")).toEqual([mobiles.ali]);
    expect(await numbers("gender=2")).toEqual([mobiles.maryam]);
    expect(await numbers("gender=3")).toEqual([mobiles.company]);
    expect(await numbers("gender=0")).toEqual([mobiles.nameless]);
    for (const bad of ["4", "مرد", ""]) {
      const refused = await api(`phonebooks/numbers/contact-list?gender=${q(bad)}`, { token });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors).toEqual({
        gender: ["جنسیت باید ۰ (نامشخص)، ۱ (مرد)، ۲ (زن) یا ۳ (حقوقی) باشد"],
      });
    }
  });

  it("ends the created range at to_created_at, that whole second included", async () => {
    const { mobiles, list, numbers } = await filterOwner();
    const all = sorted(...Object.values(mobiles));
    // The four were added together, so they share one creation time (its milliseconds are not shown).
    const createdSecond = Math.floor(Date.parse((await list("")).data[0]!.created_at) / 1000);
    expect(await numbers(`to_created_at=${createdSecond}`)).toEqual(all);
    expect(await numbers(`to_created_at=${createdSecond - 1}`)).toEqual([]);
    expect(await numbers(`from_created_at=${createdSecond}&to_created_at=${createdSecond}`)).toEqual(all);
    expect(await numbers(`from_created_at=${createdSecond + 1}&to_created_at=${createdSecond + 3600}`)).toEqual([]);
  });

  it("finds names by any part, digits in either script, while numbers are still found by their digits", async () => {
    const { mobiles, locals, numbers } = await filterOwner();
    expect(await numbers(`number=${q("رضایی")}`)).toEqual([mobiles.ali]);
    expect(await numbers(`number=${q("مریم 12")}`)).toEqual([mobiles.maryam]);
    expect(await numbers(`number=${q("مریم ۱۲")}`)).toEqual([mobiles.maryam]);
    expect(await numbers(`number=${q("%")}`)).toEqual([]);
    expect(await numbers(`number=${locals.company.slice(-6)}`)).toEqual([mobiles.company]);
    expect(await numbers(`number=${q(`${locals.ali.slice(1, 4)} ${locals.ali.slice(4)}`)}`)).toEqual([mobiles.ali]);
  });

  it("finds a text feature's value containing the text, case aside", async () => {
    const { city, mobiles, numbers } = await filterOwner();
    expect(await numbers(`option_id=${city}&option_value=tehran`)).toEqual(sorted(mobiles.ali, mobiles.maryam));
    expect(await numbers(`option_id=${city}&option_value=${q("  west ")}`)).toEqual([mobiles.maryam]);
    expect(await numbers(`option_id=${city}&option_value=${q("_")}`)).toEqual([]);
  });

  it("finds a whole number or a date equal to the value, however it is written", async () => {
    const { age, joined, mobiles, numbers } = await filterOwner();
    expect(await numbers(`option_id=${age}&option_value=30`)).toEqual(sorted(mobiles.ali, mobiles.company));
    expect(await numbers(`option_id=${age}&option_value=${q("۰۳۰")}`)).toEqual(sorted(mobiles.ali, mobiles.company));
    expect(await numbers(`option_id=${age}&option_value=25`)).toEqual([mobiles.maryam]);
    expect(await numbers(`option_id=${age}&option_value=3`)).toEqual([]);
    expect(await numbers(`option_id=${joined}&option_value=${q("1403/5/12")}`)).toEqual([mobiles.ali]);
    expect(await numbers(`option_id=${joined}&option_value=${q("۱۴۰۳-۰۵-۱۲")}`)).toEqual([mobiles.ali]);
  });

  it("finds contacts with any value for a feature when no value is given", async () => {
    const { age, joined, mobiles, numbers } = await filterOwner();
    expect(await numbers(`option_id=${age}`)).toEqual(sorted(mobiles.ali, mobiles.maryam, mobiles.company));
    expect(await numbers(`option_id=${joined}&option_value=`)).toEqual([mobiles.ali]);
  });

  it("refuses a value that does not fit the feature, on option_value", async () => {
    const { token, age, joined } = await filterOwner();
    const words = await api(`phonebooks/numbers/contact-list?option_id=${age}&option_value=${q("سی")}`, { token });
    expect(words.status).toBe(422);
    expect(words.body.meta.errors).toEqual({ option_value: ["مقدار «سن» باید عدد صحیح باشد"] });
    const day = await api(`phonebooks/numbers/contact-list?option_id=${joined}&option_value=${q("1403/13/01")}`, {
      token,
    });
    expect(day.body.meta.errors).toEqual({ option_value: ["مقدار «عضویت» باید تاریخ به شکل ۱۴۰۳/۰۱/۱۵ باشد"] });
  });

  it("refuses another user's feature, one that does not exist, and a value without its feature, in Persian on option_id", async () => {
    const { token } = await filterOwner();
    const stranger = await phonebookOwner();
    const theirs = await createFeature(stranger.token, { title: "محرمانه", type: "string" });
    for (const query of [`option_id=${theirs}&option_value=x`, `option_id=${theirs}`, "option_id=999999999"]) {
      const refused = await api(`phonebooks/numbers/contact-list?${query}`, { token });
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors).toEqual({ option_id: ["ویژگی یافت نشد"] });
    }
    const orphan = await api("phonebooks/numbers/contact-list?option_value=x", { token });
    expect(orphan.status).toBe(422);
    expect(orphan.body.meta.errors).toEqual({ option_id: ["ویژگی‌ای را که مقدارش جستجو می‌شود انتخاب کنید"] });
  });

  it("accepts the system's features, which every user sees", async () => {
    const { token, customers, numbers } = await filterOwner();
    const features: { id: number; system: boolean; type: string }[] = await data(
      api("phonebooks/options/list-new?per_page=1000", { token }),
    );
    const birthday = features.find((feature) => feature.system && feature.type === "date")!;
    const [born] = localMobiles(1);
    await addContacts(token, [{ number: born, phonebook_id: customers, options: { [birthday.id]: "1370/01/01" } }]);
    expect(await numbers(`option_id=${birthday.id}`)).toEqual([e164(born!)]);
    expect(await numbers(`option_id=${birthday.id}&option_value=${q("1370/01/01")}`)).toEqual([e164(born!)]);
    expect(await numbers(`option_id=${birthday.id}&option_value=${q("1370/01/02")}`)).toEqual([]);
  });

  it("combines the filters, each narrowing the others, and counts what they leave", async () => {
    const { customers, partners, age, city, mobiles, list, numbers } = await filterOwner();
    expect(await numbers(`gender=1&option_id=${age}&option_value=30`)).toEqual([mobiles.ali]);
    expect(await numbers(`phonebook_id=${partners}&option_id=${age}&option_value=30`)).toEqual([mobiles.company]);
    expect(await numbers(`tag=vip&gender=3`)).toEqual([mobiles.company]);
    expect(await numbers(`number=${q("مریم")}&option_id=${city}&option_value=tehran&gender=2`)).toEqual([
      mobiles.maryam,
    ]);
    expect(await numbers(`number=${q("مریم")}&gender=1`)).toEqual([]);
    const narrowed = await list(`phonebook_id=${customers}&gender=2&per_page=1`);
    expect(narrowed.meta.total).toBe(1);
    expect((await list(`phonebook_id=${customers}&option_id=${age}`)).meta.total).toBe(2);
    expect((await list(`phonebook_id=${customers}&to_created_at=0`)).meta.total).toBe(0);
  });
});

/** The mobiles (first column, as 09…) of an exported CSV, its title row left out. */
function exportedMobiles(bytes: Uint8Array): string[] {
  const lines = new TextDecoder()
    .decode(bytes)
    .replace(/^\ufeff/, "")
    .split("\r\n")
    .filter(Boolean);
  return lines
    .slice(1)
    .map((line) => line.split(",")[0]!)
    .sort();
}

describe("the contact-list export", () => {
  it("filters by gender, created until and a feature exactly as the list does", async () => {
    const { token, age, city, locals, list } = await filterOwner();
    const createdSecond = Math.floor(Date.parse((await list("")).data[0]!.created_at) / 1000);
    const exported = async (query: string) =>
      exportedMobiles((await download(token, `phonebooks/numbers/contact-list/export?format=csv&${query}`)).bytes);
    expect(await exported("gender=0")).toEqual([locals.nameless]);
    expect(await exported(`option_id=${age}&option_value=30`)).toEqual(sorted(locals.ali, locals.company));
    expect(await exported(`option_id=${city}&option_value=WEST&gender=2`)).toEqual([locals.maryam]);
    expect(await exported(`to_created_at=${createdSecond - 1}`)).toEqual([]);
    expect(await exported(`number=${q("شرکت")}`)).toEqual([locals.company]);
  });

  it("refuses another user's feature as the list does", async () => {
    const { token } = await filterOwner();
    const stranger = await phonebookOwner();
    const theirs = await createFeature(stranger.token, { title: "محرمانه", type: "int" });
    const refused = await download(
      token,
      `phonebooks/numbers/contact-list/export?format=csv&option_id=${theirs}&option_value=1`,
    );
    expect(refused.status).toBe(422);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes)).meta.errors).toEqual({ option_id: ["ویژگی یافت نشد"] });
  });
});
