import { validationFailed } from "../../http/failure";
import {
  pickedContacts,
  PHONEBOOK_SEND_MESSAGES,
  requireDetailContacts,
  requireSendPhonebooks,
  type ContactPick,
} from "./phonebook-contacts";
import type { RecipientsResolver } from "./types";

/**
 * `phonebook`: one text to the contacts of the sender's phonebooks: `all` of some phonebooks (or
 * `size` of them from `start`, in the order they were added), or `detail`: chosen contacts of one.
 * Each number once, each pick read in one statement.
 */
export const phonebook: RecipientsResolver<"phonebook"> = {
  lineUse: "general",
  async resolve(request, { db, userId }) {
    const picks: ContactPick[] = request.params.map((p) =>
      p.type === "all"
        ? { type: "all", phonebookIds: p.phonebook_ids, start: p.start, size: p.size }
        : { type: "detail", phonebookId: p.phonebook_id, contactIds: p.number_ids },
    );
    await requireSendPhonebooks(
      db,
      userId,
      request.params.flatMap((p, i) =>
        p.type === "all"
          ? p.phonebook_ids.map((id, k) => ({ id, field: `params.${i}.phonebook_ids.${k}` }))
          : [{ id: p.phonebook_id, field: `params.${i}.phonebook_id` }],
      ),
    );
    await requireDetailContacts(db, userId, picks);
    const { msisdns } = await pickedContacts(db, userId, picks);
    if (msisdns.length === 0) throw validationFailed({ params: [PHONEBOOK_SEND_MESSAGES.noContacts] });
    return [{ message: request.message, recipients: msisdns.map((msisdn) => ({ msisdn })) }];
  },
};
