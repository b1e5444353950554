import { and, eq } from "drizzle-orm";
import { SEND_LIMITS } from "@/lib/contract/send";
import type { PatternSendRequest } from "@/lib/contract/send-request";
import type { Db } from "../db/client";
import { phonebooks } from "../db/schema";
import { validationFailed } from "../http/failure";
import { checkContactOptions, featureIdsOf } from "../phonebooks/contact-values";
import { insertContacts } from "../phonebooks/contact-writes";
import { visibleFeaturesById } from "../phonebooks/features";

type PatternPhonebook = NonNullable<PatternSendRequest["phonebook"]>;

/**
 * A phonebook at its limit takes no more contacts from pattern sends (Edge: «If phonebook recipient
 * limit is reached, only the message will be sent»): here, as many contacts as one import brings.
 */
const PHONEBOOK_LIMIT = SEND_LIMITS.fileRecords;

/**
 * Before a pattern send with a `phonebook`: its custom feature values, checked as a contact's are
 * (a feature the account sees and has on, a value of its type; 422 at `phonebook.options.<id>`
 * otherwise), when the phonebook is the account's. Null when it is not: the message goes, and
 * no contact is added there (nor its values looked at).
 */
export async function checkedPatternContact(
  db: Db,
  userId: number,
  phonebook: PatternPhonebook,
): Promise<{ options: Record<string, string> } | null> {
  const [own] = await db
    .select({ id: phonebooks.id })
    .from(phonebooks)
    .where(and(eq(phonebooks.id, phonebook.id), eq(phonebooks.userId, userId)));
  if (!own) return null;
  const raw = phonebook.options ?? {};
  if (Object.keys(raw).length === 0) return { options: {} };
  const features = await visibleFeaturesById(db, userId, featureIdsOf([{ options: raw }]));
  const checked = checkContactOptions(raw, features, "phonebook.options");
  if (!checked.ok) throw validationFailed(checked.errors);
  return { options: checked.options };
}

/**
 * Saves a pattern send's recipient as a contact of the account's phonebook (Edge's `phonebook`
 * object): its name, prefix, email and feature values. The message is sent either way; the contact
 * is not added to a phonebook of another account or one at its limit, and a number the phonebook
 * already has stays as it is. Answers whether it was added.
 */
export async function savePatternContact(
  db: Db,
  userId: number,
  msisdn: string,
  phonebook: PatternPhonebook,
  options: Record<string, string>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .select({ count: phonebooks.contactCount })
      .from(phonebooks)
      .where(and(eq(phonebooks.id, phonebook.id), eq(phonebooks.userId, userId)))
      .for("update");
    if (!book || book.count >= PHONEBOOK_LIMIT) return false;
    const added = await insertContacts(tx, userId, [
      {
        phonebookId: phonebook.id,
        msisdn,
        pre: phonebook.pre ?? "",
        name: phonebook.name ?? "",
        email: phonebook.email ?? "",
        gender: null,
        options,
      },
    ]);
    return added > 0;
  });
}
