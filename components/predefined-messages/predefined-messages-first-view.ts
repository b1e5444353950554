import { draftGroupCountsQuery, draftGroupsQuery, draftListQuery } from "@/lib/api/queries/drafts-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";

/**
 * What the predefined messages' pages show first: the groups and their counts, and the messages
 * beside them: of the group in the link, or on a desktop's /predefined-messages of every group. A
 * phone's list of groups shows no messages until something is searched.
 */
export function predefinedMessagesFirstView(groupId: number | null, { mobile }: { mobile: boolean }): FirstViewQuery[] {
  const messages = groupId === null && mobile ? [] : [draftListQuery(groupId)];
  return [draftGroupsQuery, draftGroupCountsQuery, ...messages];
}
