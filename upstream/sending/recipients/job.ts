import { bankSendBatch } from "../../banks/bank-send";
import { checkJobCategory, groupOfJobOperator, pickJobs } from "../../banks/directory";
import type { RecipientsResolver } from "./types";

/**
 * `job`: the business directory's numbers of a category (and sub-category), `size` of each
 * listed operator from `start`; without `operator`, all of them.
 */
export const job: RecipientsResolver<"job"> = {
  lineUse: "job",
  async resolve(request, { db }) {
    const picked: string[][] = [];
    for (const [i, item] of request.params.entries()) {
      const filter = { mainCategoryId: item.main_category_id, subCategoryId: item.sub_category_id };
      await checkJobCategory(db, filter, `params.${i}.`);
      if (item.operator === undefined) {
        for (const group of ["mci", "irancell", "other"] as const) picked.push(await pickJobs(db, filter, group));
        continue;
      }
      for (const { id, start, size } of item.operator)
        picked.push(await pickJobs(db, filter, groupOfJobOperator(id), { start, size }));
    }
    return bankSendBatch(request.message, picked);
  },
};
