import {
  jobCategoriesResponseSchema,
  jobSubCategoriesResponseSchema,
  towersResponseSchema,
  type Tower,
} from "@/lib/contract/banks";
import type * as z from "zod/mini";
import { api } from "./support/client";
import { bankOwner, counts, lookup, QOM, TEHRAN, TEHRAN_CITY, type Counts } from "./support/banks";

const parses = (schema: z.ZodMiniType, body: unknown) => {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues, null, 1));
};

let token: string;
beforeAll(async () => {
  token = (await bankOwner(0)).token;
});

describe("send/banks/towers", () => {
  it("lists a province's Irancell towers with the numbers each serves, which add up to the province's Irancell numbers", async () => {
    const answer = await api(`send/banks/towers?province_id=${QOM}`, { token });
    parses(towersResponseSchema, answer.body);
    const towers: Tower[] = answer.body.data;
    expect(towers.length).toBeGreaterThan(1);
    expect(towers.every((t) => t.province_id === QOM && t.name.length > 0 && t.radius_km > 0)).toBe(true);
    const served = towers.reduce((s, t) => s + t.irancell_count, 0);
    expect(served).toBe((await counts(token, `province_id=${QOM}`)).irancell_count);

    const ofCity: Tower[] = await lookup(token, `send/banks/towers?province_id=${TEHRAN}&city_id=${TEHRAN_CITY}`);
    expect(ofCity.length).toBeGreaterThan(1);
    expect(ofCity.every((t) => t.city_id === TEHRAN_CITY && t.city_name === "تهران")).toBe(true);
    expect(ofCity.reduce((s, t) => s + t.irancell_count, 0)).toBe(
      (await counts(token, `province_id=${TEHRAN}&city_id=${TEHRAN_CITY}`)).irancell_count,
    );
  });

  it("refuses a city of another province", async () => {
    const answer = await api(`send/banks/towers?province_id=${QOM}&city_id=${TEHRAN_CITY}`, { token });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors.city_id).toEqual(["گزینه انتخاب شده شهر صحیح نمی باشد"]);
  });
});

describe("send/jobs", () => {
  it("lists Edge's eight main categories and a category's sub-categories in Edge's shapes", async () => {
    const categories = await api("send/jobs/categories", { token });
    parses(jobCategoriesResponseSchema, categories.body);
    expect(categories.body.data).toHaveLength(8);
    expect(categories.body.data[0]).toEqual({ id: 1, name: "صنایع و اصناف" });
    const subs = await api("send/jobs/sub-categories?main_category_id=1", { token });
    parses(jobSubCategoriesResponseSchema, subs.body);
    expect(subs.body.data).toContainEqual({ id: 1, name: "صنفی", main_id: "1", main_name: "صنایع و اصناف" });
    const unknown = await api("send/jobs/sub-categories?main_category_id=99", { token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors.main_category_id).toEqual(["گزینه انتخاب شده شناسه دسته بندی اصلی صحیح نمی باشد"]);
  });

  it("counts a category as the sum of its sub-categories, one operator alone, and what a slice would hold", async () => {
    const main: Counts = await lookup(token, "send/jobs/number-count?main_category_id=2");
    const subs: { id: number }[] = await lookup(token, "send/jobs/sub-categories?main_category_id=2");
    const parts = await Promise.all(
      subs.map((s) => lookup<Counts>(token, `send/jobs/number-count?main_category_id=2&sub_category_id=${s.id}`)),
    );
    for (const key of ["mci_count", "irancell_count", "other_count"] as const) {
      expect(main[key]).toBeGreaterThan(0);
      expect(parts.reduce((s, p) => s + p[key], 0)).toBe(main[key]);
    }
    expect(await lookup(token, "send/jobs/number-count?main_category_id=2&operator_id=2")).toEqual({
      mci_count: 0,
      irancell_count: main.irancell_count,
      other_count: 0,
    });
    expect(await lookup(token, "send/jobs/number-count?main_category_id=2&operator_id=1&start=10&size=50")).toEqual({
      mci_count: 50,
      irancell_count: 0,
      other_count: 0,
    });
    expect(
      await lookup(
        token,
        `send/jobs/number-count?main_category_id=2&operator_id=13&start=${main.other_count - 5}&size=50`,
      ),
    ).toEqual({
      mci_count: 0,
      irancell_count: 0,
      other_count: 5,
    });
    const wrongSub = await api("send/jobs/number-count?main_category_id=2&sub_category_id=1", { token });
    expect(wrongSub.body.meta.errors.sub_category_id).toEqual(["گزینه انتخاب شده شناسه زیر دسته بندی صحیح نمی باشد"]);
  });
});
