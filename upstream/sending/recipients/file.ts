import { recipientsAsMsisdn } from "@/lib/files/recipients/recipient-values";
import type { RecipientsResolver } from "./types";
import { uniqueMsisdns } from "./unique";
import { readRecipientsFile } from "./uploaded-file";

/**
 * `file`: one text to the valid numbers of the file (each once, in file order), then to
 * `other_recipients` that the file does not already have.
 */
export const file: RecipientsResolver<"file"> = {
  lineUse: "general",
  async resolve(request) {
    const parsed = await readRecipientsFile(request, "numbers");
    const msisdns = recipientsAsMsisdn(parsed);
    const others = new Set(uniqueMsisdns(request.other_recipients ?? []));
    if (others.size > 0) for (const msisdn of msisdns) others.delete(msisdn);
    msisdns.push(...others);
    return [{ message: request.message, recipients: msisdns.map((msisdn) => ({ msisdn })) }];
  },
};
