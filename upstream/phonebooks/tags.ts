import { and, eq, notInArray, sql } from "drizzle-orm";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@/lib/contract/contacts";
import type { Tx } from "../db/client";
import { contactTags } from "../db/schema";
import { validationFailed } from "../http/failure";

interface TaggedContact {
  id: number;
  phonebookId: number;
}

/** The same tag once, whatever its case. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

/**
 * Gives a contact these tags: added to the ones it has, or (`replace`) instead of them. A contact
 * keeps at most 20 tags; more is refused on `field`.
 */
export async function tagContact(
  tx: Tx,
  userId: number,
  contact: TaggedContact,
  tags: readonly string[],
  options: { replace: boolean; field: string },
): Promise<void> {
  const wanted = uniqueTags(tags);
  if (options.replace) {
    const keep = wanted.map((t) => t.toLowerCase());
    await tx
      .delete(contactTags)
      .where(
        and(
          eq(contactTags.contactId, contact.id),
          keep.length > 0 ? notInArray(sql`lower(${contactTags.tag})`, keep) : undefined,
        ),
      );
  }
  if (wanted.length > 0) {
    const now = new Date();
    await tx
      .insert(contactTags)
      .values(
        wanted.map((tag) => ({
          userId,
          contactId: contact.id,
          phonebookId: contact.phonebookId,
          tag,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(contactTags)
    .where(eq(contactTags.contactId, contact.id));
  if ((held?.n ?? 0) > CONTACT_LIMITS.tagsPerContact)
    throw validationFailed({ [options.field]: [CONTACT_MESSAGES.tooManyTags] });
}
