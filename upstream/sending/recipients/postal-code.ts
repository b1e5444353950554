import { bankSendBatch, pickSlices } from "../../banks/bank-send";
import { birthYears } from "../../banks/years";
import type { RecipientsResolver } from "./types";

/** `postal_code`: the bank's numbers whose ten-digit postal code starts with each item's code. */
export const postalCode: RecipientsResolver<"postal_code"> = {
  lineUse: "bank",
  async resolve(request, { db, userId }) {
    const picked: string[][] = [];
    for (const [i, item] of request.params.entries()) {
      const filter = {
        postalCode: item.postal_code,
        gender: item.gender,
        ...birthYears(item.age_from, item.age_to, `params.${i}.age_to`),
        exceptBlacklistOf: item.bank === "white" ? userId : undefined,
      };
      picked.push(...(await pickSlices(db, filter, item)));
    }
    return bankSendBatch(request.message, picked, request.other_recipients);
  },
};
