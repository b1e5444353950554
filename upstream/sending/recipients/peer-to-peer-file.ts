import { messageAt, recipientsAsMsisdn } from "@/lib/files/recipients/recipient-values";
import { personalisedBatches } from "./personal-texts";
import type { RecipientsResolver } from "./types";
import { readRecipientsFile } from "./uploaded-file";

/**
 * `peer_to_peer_file`: a message column and a mobile column (xlsx or csv); each row's message to
 * its number, all in one send, each recipient priced by its own text's parts.
 */
export const peerToPeerFile: RecipientsResolver<"peer_to_peer_file"> = {
  lineUse: "general",
  async resolve(request, { cancelSuffix }) {
    const parsed = await readRecipientsFile(request, "peer_to_peer");
    const msisdns = recipientsAsMsisdn(parsed);
    const texts = msisdns.map((_, i) => messageAt(parsed, i));
    return personalisedBatches({ message: null, msisdns, texts, rows: parsed.rows, cancelSuffix, field: "files" });
  },
};
