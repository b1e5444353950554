"use client";

import { GroupList } from "./group-list";
import { DraftSearchBox } from "./draft-search-box";
import { MatchingDrafts } from "./matching-drafts";
import { useDraftSearch } from "./use-draft-search";

/**
 * A phone's /predefined-messages: the groups, each opening its own page, and a search over every
 * group's messages whose results take the list's place while there is text to search.
 */
export function PhoneGroups() {
  const { search, type } = useDraftSearch();
  return (
    <div className="flex flex-col gap-3">
      <DraftSearchBox value={search} onChange={type} label="جستجو در همهٔ پیام‌ها" />
      {search.trim() ? (
        <MatchingDrafts groupId={null} search={search} emptyText="هنوز پیام آماده‌ای ندارید." />
      ) : (
        <GroupList />
      )}
    </div>
  );
}
