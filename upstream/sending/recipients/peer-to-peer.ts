import type { RecipientsResolver } from "./types";
import { uniqueMsisdns } from "./unique";

/**
 * `peer_to_peer`: each item of `params` is its own send, its text to its numbers, so the answer
 * has one message outbox id per item, as Edge's.
 */
export const peerToPeer: RecipientsResolver<"peer_to_peer"> = {
  lineUse: "general",
  async resolve(request) {
    return request.params.map((item) => ({
      message: item.message,
      recipients: uniqueMsisdns(item.recipients).map((msisdn) => ({ msisdn })),
    }));
  },
};
