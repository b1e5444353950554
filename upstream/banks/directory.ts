import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import { BANK_MESSAGES, type JobSubCategory, type NamedOption, type OperatorCounts } from "@/lib/contract/banks";
import { JOB_OPERATORS } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { jobCategories, jobNumbers, jobSubCategories } from "../db/schema";
import { validationFailed } from "../http/failure";
import { OPERATOR_GROUPS, type OperatorGroup } from "./people";

/** The business directory: categories, their numbers per operator, and a send's slices. */

export type JobOperatorId = (typeof JOB_OPERATORS)[keyof typeof JOB_OPERATORS];

/** Edge's directory operator ids (1 MCI, 2 Irancell, 13 the others) as the bank's operator groups. */
export function groupOfJobOperator(id: JobOperatorId): OperatorGroup {
  return (Object.keys(JOB_OPERATORS) as OperatorGroup[]).find((group) => JOB_OPERATORS[group] === id)!;
}

export interface JobFilter {
  mainCategoryId: number;
  subCategoryId?: number;
}

const jobWhere = (filter: JobFilter, group?: OperatorGroup): SQL | undefined =>
  and(
    eq(jobNumbers.mainCategoryId, filter.mainCategoryId),
    filter.subCategoryId === undefined ? undefined : eq(jobNumbers.subCategoryId, filter.subCategoryId),
    group === undefined ? undefined : inArray(jobNumbers.operator, [...OPERATOR_GROUPS[group]]),
  );

export function listJobCategories(db: Db): Promise<NamedOption[]> {
  return db
    .select({ id: jobCategories.id, name: jobCategories.name })
    .from(jobCategories)
    .orderBy(asc(jobCategories.id));
}

export async function listJobSubCategories(db: Db, mainCategoryId: number): Promise<JobSubCategory[]> {
  await checkJobCategory(db, { mainCategoryId });
  const rows = await db
    .select({ id: jobSubCategories.id, name: jobSubCategories.name, mainName: jobCategories.name })
    .from(jobSubCategories)
    .innerJoin(jobCategories, eq(jobCategories.id, jobSubCategories.mainCategoryId))
    .where(eq(jobSubCategories.mainCategoryId, mainCategoryId))
    .orderBy(asc(jobSubCategories.id));
  return rows.map((r) => ({ id: r.id, name: r.name, main_id: String(mainCategoryId), main_name: r.mainName }));
}

/** The main category exists and the sub-category, if any, belongs to it; fields prefixed by `field`. */
export async function checkJobCategory(db: Db, filter: JobFilter, field = ""): Promise<void> {
  const [main] = await db
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(eq(jobCategories.id, filter.mainCategoryId));
  if (!main) throw validationFailed({ [`${field}main_category_id`]: [BANK_MESSAGES.mainCategoryUnknown] });
  if (filter.subCategoryId === undefined) return;
  const [sub] = await db
    .select({ mainId: jobSubCategories.mainCategoryId })
    .from(jobSubCategories)
    .where(eq(jobSubCategories.id, filter.subCategoryId));
  if (sub?.mainId !== filter.mainCategoryId)
    throw validationFailed({ [`${field}sub_category_id`]: [BANK_MESSAGES.subCategoryUnknown] });
}

/**
 * Numbers per operator group; with an operator only that group counts, and with `start`/`size`
 * what a slice from `start` of at most `size` numbers would hold.
 */
export async function countJobs(
  db: Db,
  filter: JobFilter,
  options: { operatorId?: JobOperatorId; start?: number; size?: number } = {},
): Promise<OperatorCounts> {
  const only = options.operatorId === undefined ? undefined : groupOfJobOperator(options.operatorId);
  const rows = await db
    .select({ operator: jobNumbers.operator, n: count() })
    .from(jobNumbers)
    .where(jobWhere(filter, only))
    .groupBy(jobNumbers.operator);
  const counts: OperatorCounts = { mci_count: 0, irancell_count: 0, other_count: 0 };
  for (const row of rows) {
    const group = row.operator === "mci" || row.operator === "irancell" ? row.operator : "other";
    counts[`${group}_count`] += row.n;
  }
  const start = options.start ?? 0;
  const clamp = (n: number) => Math.max(0, Math.min(n - start, options.size ?? Infinity));
  return {
    mci_count: clamp(counts.mci_count),
    irancell_count: clamp(counts.irancell_count),
    other_count: clamp(counts.other_count),
  };
}

/** A slice of one operator group's numbers in a category, in msisdn order; the whole group without a slice. */
export async function pickJobs(
  db: Db,
  filter: JobFilter,
  group: OperatorGroup,
  slice?: { start: number; size: number },
): Promise<string[]> {
  if (slice && slice.size <= 0) return [];
  const query = db
    .select({ msisdn: jobNumbers.msisdn })
    .from(jobNumbers)
    .where(jobWhere(filter, group))
    .orderBy(asc(jobNumbers.msisdn));
  const rows = slice ? await query.limit(slice.size).offset(slice.start) : await query;
  return rows.map((r) => r.msisdn);
}
