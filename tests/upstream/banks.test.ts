import {
  citiesResponseSchema,
  countiesResponseSchema,
  gendersResponseSchema,
  operatorCountsResponseSchema,
  postalCodeCountsResponseSchema,
  provincesResponseSchema,
} from "@/lib/contract/banks";
import cities from "@/lib/map/geo-data/cities.json";
import provinces from "@/lib/map/geo-data/provinces.json";
import type * as z from "zod/mini";
import { api } from "./support/client";
import {
  areaCounts,
  bankOwner,
  box,
  counts,
  lookup,
  provinceOutline,
  QOM,
  SEMNAN,
  TEHRAN,
  TEHRAN_CITY,
  testBankSize,
  total,
  type Counts,
} from "./support/banks";

const parses = (schema: z.ZodMiniType, body: unknown) => {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues, null, 1));
};

const sum = (list: Counts[]): Counts =>
  list.reduce(
    (a, b) => ({
      mci_count: a.mci_count + b.mci_count,
      irancell_count: a.irancell_count + b.irancell_count,
      other_count: a.other_count + b.other_count,
    }),
    {
      mci_count: 0,
      irancell_count: 0,
      other_count: 0,
    },
  );

let token: string;
beforeAll(async () => {
  token = (await bankOwner(0)).token;
});

describe("send/banks places", () => {
  it("lists the 31 provinces, a province's counties, a county's or a province's cities and Edge's genders, in Edge's shapes", async () => {
    for (const [path, schema] of [
      ["send/banks/provinces", provincesResponseSchema],
      ["send/banks/counties?province_id=8", countiesResponseSchema],
      ["send/banks/cities?county_id=103", citiesResponseSchema],
      ["send/banks/genders", gendersResponseSchema],
    ] as const) {
      parses(schema, (await api(path, { token })).body);
    }
    const list = await lookup(token, "send/banks/provinces");
    expect(list).toHaveLength(31);
    expect(list).toContainEqual({ id: TEHRAN, name: "تهران" });
    const counties = await lookup(token, `send/banks/counties?province_id=${TEHRAN}`);
    expect(counties).toContainEqual({ id: 103, name: "تهران" });
    expect(await lookup(token, "send/banks/cities?county_id=103")).toContainEqual({ id: TEHRAN_CITY, name: "تهران" });
    expect(await lookup(token, `send/banks/cities?province_id=${QOM}`)).toHaveLength(
      cities.filter((c) => c.province_id === QOM).length,
    );
    expect(await lookup(token, "send/banks/genders")).toEqual([
      { id: 1, name: "مرد" },
      { id: 2, name: "زن" },
      { id: 3, name: "سازمانی- حقوقی" },
    ]);
  });

  it("refuses unknown places with the field's message, and answers nothing without a session", async () => {
    const county = await api("send/banks/cities?county_id=9999", { token });
    expect(county.status).toBe(422);
    expect(county.body.meta.errors.county_id).toEqual(["گزینه انتخاب شده شهرستان صحیح نمی باشد"]);
    const mismatch = await api(`send/banks/counts?province_id=${QOM}&county_id=103`, { token });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.meta.errors.county_id).toEqual(["گزینه انتخاب شده شهرستان صحیح نمی باشد"]);
    expect((await api("send/banks/counties", { token })).body.meta.errors.province_id).toEqual([
      "استان را انتخاب کنید",
    ]);
    expect((await api("send/banks/provinces")).status).toBe(401);
  });
});

describe("send/banks/counts", () => {
  it("splits the bank over the provinces by their weights, and every province over its counties and cities", async () => {
    const size = testBankSize();
    const weights = provinces.reduce((s, p) => s + p.weight, 0);
    const byProvince = await Promise.all(provinces.map((p) => counts(token, `province_id=${p.id}`)));
    expect(total(sum(byProvince))).toBe(size);
    provinces.forEach((p, i) =>
      expect(Math.abs(total(byProvince[i]!) - (size * p.weight) / weights)).toBeLessThanOrEqual(1),
    );

    const semnan = await counts(token, `province_id=${SEMNAN}`);
    const counties: { id: number }[] = await lookup(token, `send/banks/counties?province_id=${SEMNAN}`);
    expect(
      sum(await Promise.all(counties.map((c) => counts(token, `province_id=${SEMNAN}&county_id=${c.id}`)))),
    ).toEqual(semnan);
    const county = counties[0]!.id;
    const ofCounty = await counts(token, `province_id=${SEMNAN}&county_id=${county}`);
    const countyCities: { id: number }[] = await lookup(token, `send/banks/cities?county_id=${county}`);
    expect(
      sum(
        await Promise.all(
          countyCities.map((c) => counts(token, `province_id=${SEMNAN}&county_id=${county}&city_id=${c.id}`)),
        ),
      ),
    ).toEqual(ofCounty);
  });

  it("narrows by gender, birth year and number prefix, and answers Edge's shape", async () => {
    const all = await api(`send/banks/counts?province_id=${TEHRAN}`, { token });
    parses(operatorCountsResponseSchema, all.body);
    expect(all.body.meta.message).toBe("count");
    const everyone: Counts = all.body.data;
    const byGender = await Promise.all([1, 2, 3].map((g) => counts(token, `province_id=${TEHRAN}&gender_id=${g}`)));
    expect(sum(byGender)).toEqual(everyone);
    for (const part of byGender) expect(total(part)).toBeGreaterThan(0);

    const sixties = await counts(token, `province_id=${TEHRAN}&birth_year_from=1360&birth_year_to=1369`);
    const seventies = await counts(token, `province_id=${TEHRAN}&birth_year_from=1370&birth_year_to=1379`);
    expect(total(sixties)).toBeGreaterThan(0);
    expect(total(sixties) + total(seventies)).toBeLessThan(total(everyone));
    expect(total(await counts(token, `province_id=${TEHRAN}&birth_year_from=1360&birth_year_to=1379`))).toBe(
      total(sixties) + total(seventies),
    );

    const on912 = await counts(token, `province_id=${TEHRAN}&number_prefix=0912`);
    expect(on912).toEqual({ mci_count: expect.any(Number), irancell_count: 0, other_count: 0 });
    expect(on912.mci_count).toBeGreaterThan(0);
    expect(on912.mci_count).toBeLessThan(everyone.mci_count);
    expect(await counts(token, `province_id=${TEHRAN}&number_prefix=912`)).toEqual(on912);

    const wrongOrder = await api(`send/banks/counts?province_id=${TEHRAN}&birth_year_from=1380&birth_year_to=1370`, {
      token,
    });
    expect(wrongOrder.body.meta.errors.birth_year_to).toEqual(["سال تولد آغاز نباید بعد از سال پایان باشد"]);
  });
});

describe("send/banks/area-counts", () => {
  it("counts a province's numbers exactly inside its outline, a city's inside a box around it, and the whole bank inside Iran's box", async () => {
    const size = testBankSize();
    const iran = [
      [44, 25],
      [63.5, 25],
      [63.5, 40],
      [44, 40],
    ];
    expect(total(await areaCounts(token, { polygon: iran }))).toBe(size);
    expect(await areaCounts(token, { polygon: provinceOutline(TEHRAN) })).toEqual(
      await counts(token, `province_id=${TEHRAN}`),
    );

    const qom = cities.find((c) => c.id === 810)!;
    const aroundQom = await areaCounts(token, { polygon: box(qom.center as [number, number], 0.3) });
    const qomCity = await counts(token, `province_id=${QOM}&city_id=810`);
    expect(total(aroundQom)).toBeGreaterThanOrEqual(total(qomCity));
    expect(total(aroundQom)).toBeLessThan(size / 10);
  });

  it("narrows a drawn area by gender and birth year, and refuses a polygon of two points", async () => {
    const polygon = provinceOutline(TEHRAN);
    const women = await areaCounts(token, { polygon, gender: 2, age_from: 1350, age_to: 1380 });
    expect(women).toEqual(
      await counts(token, `province_id=${TEHRAN}&gender_id=2&birth_year_from=1350&birth_year_to=1380`),
    );
    const refused = await api("send/banks/area-counts", {
      token,
      body: {
        polygon: [
          [51, 35],
          [52, 35],
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.polygon).toEqual(["محدوده را روی نقشه رسم کنید"]);
  });
});

describe("send/banks/postal-code-counts", () => {
  it("counts by the start of the postal code: a province's two digits hold all its numbers, its three-digit areas add up to them", async () => {
    const answer = await api("send/banks/postal-code-counts?postal_codes=13,131,12", { token });
    parses(postalCodeCountsResponseSchema, answer.body);
    const [tehran, area, none] = answer.body.data;
    expect(tehran).toEqual({ postal_code: 13, ...(await counts(token, `province_id=${TEHRAN}`)) });
    expect(total(area)).toBeGreaterThan(0);
    expect(total(area)).toBeLessThan(total(tehran));
    // Iranian postal codes have no 2 among their first five digits.
    expect(none).toEqual({ postal_code: 12, mci_count: 0, irancell_count: 0, other_count: 0 });
    const areas = [1, 3, 4, 5, 6, 7, 8, 9].map((d) => `13${d}`).join(",");
    const parts: Counts[] = await lookup(token, `send/banks/postal-code-counts?postal_codes=${areas}`);
    expect(
      sum(parts.map(({ mci_count, irancell_count, other_count }) => ({ mci_count, irancell_count, other_count }))),
    ).toEqual(sum([tehran]));

    const women: Counts[] = await lookup(token, "send/banks/postal-code-counts?postal_codes=13&gender_id=2");
    expect(women[0]).toEqual({ postal_code: 13, ...(await counts(token, `province_id=${TEHRAN}&gender_id=2`)) });
    expect((await api("send/banks/postal-code-counts?postal_codes=1", { token })).status).toBe(422);
  });
});
