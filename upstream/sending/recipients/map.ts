import { bankSendBatch, pickSlices } from "../../banks/bank-send";
import { birthYears } from "../../banks/years";
import type { RecipientsResolver } from "./types";

/** `map`: the bank's numbers inside each drawn polygon. */
export const map: RecipientsResolver<"map"> = {
  lineUse: "bank",
  async resolve(request, { db, userId }) {
    const picked: string[][] = [];
    for (const [i, item] of request.params.entries()) {
      const filter = {
        polygon: item.polygon,
        gender: item.gender,
        ...birthYears(item.age_from, item.age_to, `params.${i}.age_to`),
        exceptBlacklistOf: item.bank === "white" ? userId : undefined,
      };
      picked.push(...(await pickSlices(db, filter, item)));
    }
    return bankSendBatch(request.message, picked);
  },
};
