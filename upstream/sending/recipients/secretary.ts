import type { RecipientsResolver } from "./types";

/** `secretary`: a secretary's answer, one text to the one number it answers. */
export const secretary: RecipientsResolver<"secretary"> = {
  lineUse: "general",
  async resolve(request) {
    return [{ message: request.message, recipients: [{ msisdn: request.msisdn }] }];
  },
};
