import type { RecipientsResolver } from "./types";
import { uniqueMsisdns } from "./unique";

/** `webservice`: one text to the given numbers (at most 1000, each sent once). */
export const webservice: RecipientsResolver<"webservice"> = {
  lineUse: "general",
  async resolve(request) {
    return [
      { message: request.message, recipients: uniqueMsisdns(request.params.recipients).map((msisdn) => ({ msisdn })) },
    ];
  },
};
