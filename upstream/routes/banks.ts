import { Hono } from "hono";
import {
  areaCountsRequestSchema,
  bankCountsQuerySchema,
  citiesQuerySchema,
  countiesQuerySchema,
  postalCodeCountsQuerySchema,
  towersQuerySchema,
  type PostalCodeCount,
} from "@/lib/contract/banks";
import { countPeople } from "../banks/people";
import { checkPlace, GENDERS, listCities, listCounties, listProvinces } from "../banks/places";
import { listTowers } from "../banks/towers";
import { birthYears } from "../banks/years";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";

/** Edge answers a count with the message "count". */
const COUNT_MESSAGE = "count";

/**
 * `send/banks/*`: the number bank's places and counts (Edge's provinces, counties, cities,
 * genders and counts), and ours for postal codes, a drawn area and the Irancell towers.
 */
export function bankRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/provinces", async (c) => ok(c, await listProvinces(db)))
    .get("/counties", async (c) => {
      const { province_id } = readQuery(c, countiesQuerySchema);
      return ok(c, await listCounties(db, province_id));
    })
    .get("/cities", async (c) => {
      const { county_id, province_id } = readQuery(c, citiesQuerySchema);
      return ok(c, await listCities(db, { countyId: county_id, provinceId: province_id }));
    })
    .get("/genders", (c) => ok(c, GENDERS))
    .get("/counts", async (c) => {
      const q = readQuery(c, bankCountsQuerySchema);
      const place = { provinceId: q.province_id, countyId: q.county_id, cityId: q.city_id };
      await checkPlace(db, place);
      const counts = await countPeople(db, {
        ...place,
        ...birthYears(q.birth_year_from, q.birth_year_to, "birth_year_to"),
        gender: q.gender_id,
        prefix: q.number_prefix?.replace(/^0/, ""),
        exceptBlacklistOf: q.bank === "white" ? c.get("user").id : undefined,
      });
      return ok(c, counts, COUNT_MESSAGE);
    })
    .get("/postal-code-counts", async (c) => {
      const q = readQuery(c, postalCodeCountsQuerySchema);
      const years = birthYears(q.birth_year_from, q.birth_year_to, "birth_year_to");
      const exceptBlacklistOf = q.bank === "white" ? c.get("user").id : undefined;
      const data: PostalCodeCount[] = [];
      for (const code of q.postal_codes) {
        const postalCode = Number(code);
        data.push({
          postal_code: postalCode,
          ...(await countPeople(db, { postalCode, ...years, gender: q.gender_id, exceptBlacklistOf })),
        });
      }
      return ok(c, data, COUNT_MESSAGE);
    })
    .post("/area-counts", async (c) => {
      const body = await readBody(c, areaCountsRequestSchema);
      const counts = await countPeople(db, {
        polygon: body.polygon,
        ...birthYears(body.age_from, body.age_to, "age_to"),
        gender: body.gender,
        exceptBlacklistOf: body.bank === "white" ? c.get("user").id : undefined,
      });
      return ok(c, counts, COUNT_MESSAGE);
    })
    .get("/towers", async (c) => {
      const q = readQuery(c, towersQuerySchema);
      return ok(c, await listTowers(db, { provinceId: q.province_id, countyId: q.county_id, cityId: q.city_id }));
    });
}
