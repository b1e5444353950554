import { bankSendBatch, pickSlices } from "../../banks/bank-send";
import { checkPlace } from "../../banks/places";
import { birthYears } from "../../banks/years";
import type { RecipientsResolver } from "./types";

/**
 * `country`: the bank's numbers of a province, county or city, by prefix, gender and birth year,
 * `size` of each operator from `start`; `white` leaves out the sender's blacklist.
 */
export const country: RecipientsResolver<"country"> = {
  lineUse: "bank",
  async resolve(request, { db, userId }) {
    const picked: string[][] = [];
    for (const [i, item] of request.params.entries()) {
      const field = `params.${i}.`;
      const place = { provinceId: item.province_id, countyId: item.county_id, cityId: item.city_id };
      await checkPlace(db, place, field);
      const filter = {
        ...place,
        prefix: item.pre === undefined ? undefined : String(item.pre),
        gender: item.gender,
        ...birthYears(item.age_from, item.age_to, `${field}age_to`),
        exceptBlacklistOf: item.bank === "white" ? userId : undefined,
      };
      picked.push(...(await pickSlices(db, filter, item)));
    }
    return bankSendBatch(request.message, picked, request.other_recipients);
  },
};
