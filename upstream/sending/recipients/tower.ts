import { bankSendBatch } from "../../banks/bank-send";
import { pickPeople } from "../../banks/people";
import { checkTowers } from "../../banks/towers";
import type { RecipientsResolver } from "./types";

/** `tower`: the Irancell numbers served by the chosen towers, `size` of them from `start`. */
export const tower: RecipientsResolver<"tower"> = {
  lineUse: "bank",
  async resolve(request, { db }) {
    const picked: string[][] = [];
    for (const [i, item] of request.params.entries()) {
      await checkTowers(db, item.tower_ids, `params.${i}.tower_ids`);
      picked.push(await pickPeople(db, { towerIds: item.tower_ids }, "irancell", item.irancell));
    }
    return bankSendBatch(request.message, picked);
  },
};
