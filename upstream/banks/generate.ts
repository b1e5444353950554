import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import {
  bankNumbers,
  geoCities,
  geoCounties,
  geoProvinces,
  jobCategories,
  jobNumbers,
  jobSubCategories,
  towers,
} from "../db/schema";
import { KM_PER_DEGREE_LAT, kmPerDegreeLng } from "./geometry";
import { JOB_CATEGORIES, JOB_NUMBERS_PER_BANK_NUMBER } from "./jobs-catalog";
import { bankCounts, bankLayout, POSTAL_DIGITS, type BankLayout } from "./layout";
import { JOB_PREFIX_SHARES, operatorOfPrefix, PREFIX_SLOT_COUNT, prefixSlots } from "./prefixes";
import { splitByWeight } from "./shares";
import { seriesDigitsSql } from "./series";
import { rowsOf } from "./sql-rows";

/**
 * Writes the number banks in SQL: the geography and towers from the layout, then every number in
 * one `INSERT … SELECT` over `generate_series`, its traits drawn from hashes of its index
 * (`hashint8extended`), so the same size always gives the same bank, on PGlite and PostgreSQL.
 *
 * A number's index n gives its ten digits: a prefix picked by share, and seven digits
 * (n × 7,654,321 + 1,234,567) mod 10⁷, a permutation of 0 … 10⁷−1, so no two numbers meet as
 * long as the bank and the directory together stay under ten million.
 */

/** The most numbers a bank may have: with its directory it stays under ten million. */
export const MAX_BANK_SIZE = 5_000_000;

const ROWS_PER_INSERT = 1_000;

/** Operators as small numbers inside the generating SQL (fixed-width arrays index in constant time). */
const OPERATOR_CODES = ["mci", "irancell", "rightel", "other"] as const;

/** A constant integer array for SQL. */
const intArray = (values: readonly number[]) => sql.raw(`'{${values.map((v) => Math.trunc(v)).join(",")}}'::int[]`);

/** The SQL that names an operator code. */
const operatorName = (code: string) =>
  sql.raw(`case ${code} ${OPERATOR_CODES.map((name, i) => `when ${i + 1} then '${name}'`).join(" ")} end`);

/** Prefixes (9xx) and operator codes laid over the hash slots. */
function slotArrays(slots: string[]) {
  return {
    prefixes: intArray(slots.map(Number)),
    operators: intArray(slots.map((prefix) => OPERATOR_CODES.indexOf(operatorOfPrefix(prefix)) + 1)),
  };
}

async function insertChunked<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await write(rows.slice(start, start + ROWS_PER_INSERT));
}

async function writeGeography(tx: Tx, layout: BankLayout): Promise<void> {
  const { geo } = layout;
  await tx.insert(geoProvinces).values(
    layout.provinces.map(({ province, postalPrefix }) => ({
      id: province.id,
      name: province.name,
      nameEn: province.name_en,
      population: province.population,
      weight: province.weight,
      postalPrefix,
    })),
  );
  await insertChunked(geo.counties, (chunk) =>
    tx.insert(geoCounties).values(chunk.map((c) => ({ id: c.id, provinceId: c.province_id, name: c.name }))),
  );
  await insertChunked(geo.cities, (chunk) =>
    tx.insert(geoCities).values(
      chunk.map((c) => ({
        id: c.id,
        provinceId: c.province_id,
        countyId: c.county_id,
        name: c.name,
        longitude: c.center[0],
        latitude: c.center[1],
        centerPrecision: c.center_precision,
      })),
    ),
  );
  await insertChunked(layout.towers, (chunk) =>
    tx.insert(towers).values(
      chunk.map((t) => ({
        id: t.id,
        provinceId: t.provinceId,
        countyId: t.countyId,
        cityId: t.cityId,
        name: t.name,
        longitude: t.point[0],
        latitude: t.point[1],
        radiusKm: t.radiusKm,
      })),
    ),
  );
}

/** One row per tower: where its numbers start in the series, how many, its disc, its city's postal areas. */
async function writeTowerPlan(tx: Tx, layout: BankLayout, size: number): Promise<void> {
  await tx.execute(sql`create temporary table bank_plan (
    tower_id integer, province_id integer, county_id integer, city_id integer,
    first_index bigint, number_count integer, lng float8, lat float8, kx float8, ky float8,
    postal_prefix integer, first_slot integer, slot_count integer
  ) on commit drop`);
  const cities = new Map(
    layout.provinces.flatMap((p) => p.cities.map((c) => [c.city.id, { ...c, postalPrefix: p.postalPrefix }] as const)),
  );
  const counts = bankCounts(layout, size);
  let first = 0;
  const rows = layout.towers.map((t, i) => {
    const city = cities.get(t.cityId)!;
    const row = sql`(${t.id}, ${t.provinceId}, ${t.countyId}, ${t.cityId}, ${first}, ${counts[i]!}, ${t.point[0]}, ${t.point[1]},
      ${t.radiusKm / kmPerDegreeLng(t.point[1])}, ${t.radiusKm / KM_PER_DEGREE_LAT}, ${city.postalPrefix}, ${city.firstSlot}, ${city.slotCount})`;
    first += counts[i]!;
    return row;
  });
  await insertChunked(rows, (chunk) => tx.execute(sql`insert into bank_plan values ${sql.join(chunk, sql`, `)}`));
}

async function writeNumbers(tx: Tx): Promise<void> {
  const { prefixes, operators } = slotArrays(prefixSlots());
  const digits = intArray(POSTAL_DIGITS);
  const mask = sql.raw(String(PREFIX_SLOT_COUNT - 1));
  await tx.execute(sql`
    insert into ${bankNumbers} (msisdn, operator, province_id, county_id, city_id, gender, birth_year, postal_code, longitude, latitude, tower_id)
    select
      '98' || prefix || ${seriesDigitsSql("n")},
      ${operatorName("operator_code")}, province_id, county_id, city_id,
      case when (h2 & 127) < 60 then 1 when (h2 & 127) < 117 then 2 else 3 end,
      1300 + ((h2 >> 8) & 255) % 45 + ((h2 >> 16) & 255) % 57,
      ((postal_prefix * 10 + (${digits})[1 + (slot >> 6)]) * 100 + (${digits})[1 + ((slot >> 3) & 7)] * 10 + (${digits})[1 + (slot & 7)]) * 100000::bigint
        + ((h2 >> 24) & 1048575) % 100000,
      lng + kx * radius * cos(angle), lat + ky * radius * sin(angle),
      case when operator_code = 2 then tower_id end
    from (
      select p.*,
        (${prefixes})[1 + (h1 & ${mask})] as prefix,
        (${operators})[1 + (h1 & ${mask})] as operator_code,
        sqrt(((h1 >> 10) & 65535) / 65536.0) as radius,
        2 * pi() * ((h1 >> 26) & 65535) / 65536.0 as angle,
        p.first_slot + ((h2 >> 44) & 65535) % p.slot_count as slot
      from (
        select p.*, n, hashint8extended(n, 1) as h1, hashint8extended(n, 2) as h2
        from bank_plan p, generate_series(p.first_index, p.first_index + p.number_count - 1) as n
        offset 0
      ) p
    ) x`);
}

/** The business directory: its categories and `size × JOB_NUMBERS_PER_BANK_NUMBER` numbers, indexed after the bank's. */
async function writeDirectory(tx: Tx, size: number): Promise<void> {
  await tx.insert(jobCategories).values(JOB_CATEGORIES.map((c) => ({ id: c.id, name: c.name })));
  const subs = JOB_CATEGORIES.flatMap((main) => main.subCategories.map((sub) => ({ ...sub, mainId: main.id })));
  await tx.insert(jobSubCategories).values(subs.map((s) => ({ id: s.id, mainCategoryId: s.mainId, name: s.name })));
  const counts = splitByWeight(
    Math.round(size * JOB_NUMBERS_PER_BANK_NUMBER),
    subs.map((s) => s.share),
  );
  let first = size;
  const plan = subs.map((s, i) => {
    const row = sql`(${s.id}::int, ${s.mainId}::int, ${first}::bigint, ${counts[i]!}::int)`;
    first += counts[i]!;
    return row;
  });
  const { prefixes, operators } = slotArrays(prefixSlots(JOB_PREFIX_SHARES));
  const mask = sql.raw(String(PREFIX_SLOT_COUNT - 1));
  await tx.execute(sql`
    insert into ${jobNumbers} (msisdn, main_category_id, sub_category_id, operator)
    select '98' || prefix || ${seriesDigitsSql("n")}, main_id, sub_id, ${operatorName("operator_code")}
    from (
      select p.*, (${prefixes})[1 + (h & ${mask})] as prefix, (${operators})[1 + (h & ${mask})] as operator_code
      from (
        select p.*, n, hashint8extended(n, 3) as h
        from (values ${sql.join(plan, sql`, `)}) as p(sub_id, main_id, first_index, number_count),
          generate_series(p.first_index, p.first_index + p.number_count - 1) as n
        offset 0
      ) p
    ) x`);
}

/**
 * Runs a bulk write with a table's indexes set aside and built again afterwards from their own
 * definitions (as the migrations made them): building an index once is far cheaper than keeping
 * it up to date row by row.
 */
async function withIndexesRebuilt(tx: Tx, table: string, write: () => Promise<void>): Promise<void> {
  type Definition = { name: string; definition: string };
  const constraints = rowsOf<Definition>(
    await tx.execute(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = ${table}::regclass and contype in ('p', 'u')`,
    ),
  );
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`select i.relname as name, pg_get_indexdef(i.oid) as definition from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = ${table}::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`),
  );
  for (const c of constraints) await tx.execute(sql.raw(`alter table "${table}" drop constraint "${c.name}"`));
  for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
  await write();
  for (const c of constraints)
    await tx.execute(sql.raw(`alter table "${table}" add constraint "${c.name}" ${c.definition}`));
  for (const i of indexes) await tx.execute(sql.raw(i.definition));
}

/** Replaces the banks with freshly generated ones of `size` numbers (0: the geography and towers only). */
export async function generateBanks(tx: Tx, size: number): Promise<void> {
  if (!Number.isInteger(size) || size < 0 || size > MAX_BANK_SIZE)
    throw new Error(`a bank of ${size} numbers cannot be generated`);
  await tx.execute(
    sql`truncate ${bankNumbers}, ${jobNumbers}, ${towers}, ${jobSubCategories}, ${jobCategories}, ${geoCities}, ${geoCounties}, ${geoProvinces}`,
  );
  const layout = bankLayout();
  await writeGeography(tx, layout);
  await writeTowerPlan(tx, layout, size);
  await withIndexesRebuilt(tx, "bank_numbers", () => writeNumbers(tx));
  await withIndexesRebuilt(tx, "job_numbers", () => writeDirectory(tx, size));
}
