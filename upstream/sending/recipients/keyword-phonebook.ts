import { SEND_LIMITS } from "@/lib/contract/send";
import { countMessage } from "@/lib/sms/message-parts";
import { PERSONAL_TEXT_MESSAGES } from "@/lib/sms/personal-texts";
import { validationFailed } from "../../http/failure";
import { contactTemplateFiller, type TemplateContact } from "@/lib/send/contact-template";
import { visibleFeatures } from "../../phonebooks/features";
import { bannedWordIn } from "../content-control";
import { pickedContacts, PHONEBOOK_SEND_MESSAGES, requireSendPhonebooks } from "./phonebook-contacts";
import type { OutgoingRecipient, RecipientsResolver } from "./types";

/**
 * `keyword_phonebook`: the message is a template filled for each contact of the sender's
 * phonebooks (each number once), each text priced by its own parts with the line's suffix. A
 * text over 10 parts or blank is refused naming the contact; texts with a banned word become a
 * send of their own, which content control rejects, so the others still go.
 */
export const keywordPhonebook: RecipientsResolver<"keyword_phonebook"> = {
  lineUse: "general",
  async resolve(request, { db, userId, cancelSuffix }) {
    await requireSendPhonebooks(
      db,
      userId,
      request.params.map((p, i) => ({ id: p.phonebook_id, field: `params.${i}.phonebook_id` })),
    );
    const picked = await pickedContacts(
      db,
      userId,
      request.params.map((p) => ({ type: "all", phonebookIds: [p.phonebook_id] })),
      true,
    );
    if (picked.msisdns.length === 0) throw validationFailed({ params: [PHONEBOOK_SEND_MESSAGES.noContacts] });
    const fill = contactTemplateFiller(request.message, await visibleFeatures(db, userId));
    const judgeEach = bannedWordIn(request.message) === null;
    const clean: OutgoingRecipient[] = [];
    const banned: OutgoingRecipient[] = [];
    const counted = new Map<string, number>();
    for (let i = 0; i < picked.msisdns.length; i++) {
      const json = picked.options[i]!;
      const contact: TemplateContact = {
        msisdn: picked.msisdns[i]!,
        name: picked.names[i]!,
        pre: picked.pres[i]!,
        email: picked.emails[i]!,
        options: () => JSON.parse(json) as Record<string, string>,
      };
      const text = fill(contact);
      if (text.trim() === "")
        throw validationFailed({ message: [PERSONAL_TEXT_MESSAGES.contactTextEmpty(contact.msisdn)] });
      let parts = counted.get(text);
      if (parts === undefined) {
        parts = countMessage(text, { cancelSuffix }).parts;
        counted.set(text, parts);
      }
      if (parts > SEND_LIMITS.maxParts)
        throw validationFailed({ message: [PERSONAL_TEXT_MESSAGES.contactTextTooLong(contact.msisdn)] });
      const recipient: OutgoingRecipient =
        text === request.message ? { msisdn: contact.msisdn } : { msisdn: contact.msisdn, text };
      (judgeEach && text !== request.message && bannedWordIn(text) !== null ? banned : clean).push(recipient);
    }
    return [clean, banned]
      .filter((recipients) => recipients.length > 0)
      .map((recipients) => ({ message: request.message, recipients }));
  },
};
