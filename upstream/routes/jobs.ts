import { Hono } from "hono";
import { jobCountQuerySchema, jobSubCategoriesQuerySchema } from "@/lib/contract/banks";
import {
  checkJobCategory,
  countJobs,
  listJobCategories,
  listJobSubCategories,
  type JobOperatorId,
} from "../banks/directory";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readQuery } from "../http/validate";

/** `send/jobs/*`: the business directory's categories and counts, in Edge's shapes. */
export function jobRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/categories", async (c) => ok(c, await listJobCategories(db)))
    .get("/sub-categories", async (c) => {
      const { main_category_id } = readQuery(c, jobSubCategoriesQuerySchema);
      return ok(c, await listJobSubCategories(db, main_category_id));
    })
    .get("/number-count", async (c) => {
      const q = readQuery(c, jobCountQuerySchema);
      const filter = { mainCategoryId: q.main_category_id, subCategoryId: q.sub_category_id };
      await checkJobCategory(db, filter);
      const counts = await countJobs(db, filter, {
        operatorId: q.operator_id as JobOperatorId | undefined,
        start: q.start,
        size: q.size,
      });
      return ok(c, counts, "count");
    });
}
