import { apiGet } from "../api/client";
import { contactListResponseSchema, type Contact } from "../contract/contacts";

/** Contacts read to price a keyword-phonebook send; above this many the price is an estimate. */
const CONTACT_SAMPLE_SIZE = 1000;

/**
 * The first contacts of the chosen phonebooks, each number once, at most `CONTACT_SAMPLE_SIZE`:
 * what the panel fills the template with to price (or, for small phonebooks, exactly cost) a
 * keyword-phonebook send before it is confirmed.
 */
export async function contactSample(phonebookIds: readonly number[]): Promise<Contact[]> {
  const seen = new Set<string>();
  const sample: Contact[] = [];
  for (const id of phonebookIds) {
    if (sample.length >= CONTACT_SAMPLE_SIZE) break;
    const page = await apiGet(contactListResponseSchema, "v1/api/phonebooks/numbers/contact-list", {
      phonebook_id: id,
      page: 1,
      per_page: CONTACT_SAMPLE_SIZE,
    });
    for (const contact of page.data) {
      if (sample.length >= CONTACT_SAMPLE_SIZE) break;
      if (seen.has(contact.number)) continue;
      seen.add(contact.number);
      sample.push(contact);
    }
  }
  return sample;
}
