import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { contactTags, contacts, phonebookOptionLinks, phonebookOptions, phonebooks, users } from "../db/schema";
import { insertContacts } from "../phonebooks/contact-writes";
import { DEMO_FEATURES, DEMO_PHONEBOOK_OWNER, DEMO_PHONEBOOKS, SYSTEM_FEATURES } from "./data/phonebooks";

/** The system's features, and the demo account's phonebooks, features, contacts and tags. */
export async function seedPhonebooks(tx: Tx): Promise<void> {
  const system = await tx
    .insert(phonebookOptions)
    .values(SYSTEM_FEATURES.map((f) => ({ userId: null, title: f.title, latinTitle: f.latinTitle, type: f.type })))
    .returning();
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_PHONEBOOK_OWNER));
  if (!owner) return;
  const own = await tx
    .insert(phonebookOptions)
    .values(DEMO_FEATURES.map((f) => ({ userId: owner.id, title: f.title, latinTitle: f.latinTitle, type: f.type })))
    .returning();
  const byLatin = new Map([...system, ...own].map((f) => [f.latinTitle!, f.id]));

  for (const book of DEMO_PHONEBOOKS) {
    const [phonebook] = await tx
      .insert(phonebooks)
      .values({ userId: owner.id, title: book.title })
      .returning({ id: phonebooks.id });
    const phonebookId = phonebook!.id;
    await tx
      .insert(phonebookOptionLinks)
      .values(book.features.map((latin) => ({ phonebookId, optionId: byLatin.get(latin)! })));
    const shown = new Set<string>(book.features);
    await insertContacts(
      tx,
      owner.id,
      book.contacts.map((c) => {
        const options: Record<string, string> = {};
        if (shown.has("city")) options[String(byLatin.get("city"))] = c.city;
        if (shown.has("club_points")) options[String(byLatin.get("club_points"))] = String(c.clubPoints);
        if (shown.has("birth_date")) options[String(byLatin.get("birth_date"))] = c.birthDate;
        return { phonebookId, msisdn: c.msisdn, pre: "", name: c.name, email: "", gender: c.gender, options };
      }),
    );
    const stored = await tx
      .select({ id: contacts.id, msisdn: contacts.msisdn })
      .from(contacts)
      .where(eq(contacts.phonebookId, phonebookId));
    const idOf = new Map(stored.map((s) => [s.msisdn, s.id]));
    const tags = book.contacts.flatMap((c) =>
      c.tags.map((tag) => ({ userId: owner.id, contactId: idOf.get(c.msisdn)!, phonebookId, tag })),
    );
    if (tags.length > 0) await tx.insert(contactTags).values(tags);
  }
}
