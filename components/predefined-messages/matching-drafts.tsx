"use client";

import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useDraftGroups, useDrafts } from "@/lib/api/drafts";
import { useAccess } from "@/lib/auth/access-context";
import type { Draft } from "@/lib/contract/drafts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { DraftCard } from "./draft-card";
import { matchingDrafts } from "./draft-search";
import { DeleteDraftDialog, DraftDialog } from "./lazy-dialogs";

export interface MatchingDraftsProps {
  /** One group's messages, or every group's (null, each then labelled with its group). */
  groupId: number | null;
  search: string;
  /** What to say when there are no messages at all, and what to do about it. */
  emptyText: string;
}

/** Which dialog is open, and for which message (kept while it closes). */
interface DraftAction {
  kind: "edit" | "delete" | null;
  draft: Draft | null;
}

/** The messages of a group (or of all) that hold the search, each with its controls for a member who may edit. */
export function MatchingDrafts({ groupId, search, emptyText }: MatchingDraftsProps) {
  const drafts = useDrafts(groupId);
  const groups = useDraftGroups();
  const canEdit = useAccess().can("predefined_messages.edit");
  const [action, setAction] = useState<DraftAction>({ kind: null, draft: null });
  const close = (open: boolean) => setAction((current) => (open ? current : { ...current, kind: null }));
  const titleOf = (id: number) => groups.data?.find((group) => group.draft_group_id === id)?.title;

  if (drafts.isPending) {
    return (
      <div role="status" aria-label="در حال بارگذاری پیام‌ها" className="flex flex-col gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (drafts.isError) {
    return (
      <ErrorState
        message={toErrorMessage(drafts.error)}
        onRetry={() => void drafts.refetch()}
        retrying={drafts.isFetching}
      />
    );
  }
  const { drafts: all, total } = drafts.data;
  const shown = matchingDrafts(all, search);
  return (
    <>
      {all.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>پیامی با «{search.trim()}» پیدا نشد. بخش دیگری از متن را جستجو کنید.</EmptyState>
      ) : (
        <ul aria-label="پیام‌های آماده" className="flex flex-col gap-2">
          {shown.map((draft) => (
            <DraftCard
              key={draft.draft_id}
              draft={draft}
              groupTitle={groupId === null ? titleOf(draft.draft_group_id) : undefined}
              onEdit={canEdit ? () => setAction({ kind: "edit", draft }) : undefined}
              onDelete={canEdit ? () => setAction({ kind: "delete", draft }) : undefined}
            />
          ))}
        </ul>
      )}
      {total > all.length ? (
        <p className="text-xs text-muted">
          {groupDigits(all.length)} پیام نخست از {groupDigits(total)} پیام نشان داده شده است.
        </p>
      ) : null}
      {canEdit && action.draft ? (
        <>
          <DraftDialog
            open={action.kind === "edit"}
            onOpenChange={close}
            draft={action.draft}
            groupId={groupId}
            groups={groups.data ?? []}
          />
          <DeleteDraftDialog open={action.kind === "delete"} onOpenChange={close} draft={action.draft} />
        </>
      ) : null}
    </>
  );
}
