import { fillPlaceholders, recipientsAsMsisdn } from "@/lib/files/recipients/recipient-values";
import { personalisedBatches } from "./personal-texts";
import type { RecipientsResolver } from "./types";
import { readRecipientsFile } from "./uploaded-file";

/**
 * `keyword`: the message is a template; each recipient of the file gets it with `{ex_B}` (by
 * column letter) and `{title}` (by header title) filled from their own row, priced by its own parts.
 */
export const keyword: RecipientsResolver<"keyword"> = {
  lineUse: "general",
  async resolve(request, { cancelSuffix }) {
    const parsed = await readRecipientsFile(request, "keyword");
    const msisdns = recipientsAsMsisdn(parsed);
    const texts = msisdns.map((_, i) => fillPlaceholders(request.message, parsed, i));
    return personalisedBatches({
      message: request.message,
      msisdns,
      texts,
      rows: parsed.rows,
      cancelSuffix,
      field: "message",
    });
  },
};
