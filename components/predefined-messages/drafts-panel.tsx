"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useDraftGroupCounts, useDraftGroups } from "@/lib/api/drafts";
import { useAccess } from "@/lib/auth/access-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { DraftSearchBox } from "./draft-search-box";
import { DeleteGroupDialog, DraftDialog, GroupTitleDialog } from "./lazy-dialogs";
import { MatchingDrafts } from "./matching-drafts";
import { useDraftSearch } from "./use-draft-search";

export interface DraftsPanelProps {
  /** One group's messages, or every group's (null). */
  groupId: number | null;
  /** The group is gone (deleted here): where to go instead. */
  onGroupGone: () => void;
  /** What leads back to every group when the group is not the account's (a link on a phone, a choice on desktop). */
  backToGroups: React.ReactNode;
}

type PanelDialog = "new-draft" | "rename" | "delete-group" | null;

/**
 * The messages of the chosen group (or of all): its title and count, a search over the text, and
 * for a member who may edit, a new message, and renaming or deleting the group.
 */
export function DraftsPanel({ groupId, onGroupGone, backToGroups }: DraftsPanelProps) {
  const groups = useDraftGroups();
  const counts = useDraftGroupCounts();
  const canEdit = useAccess().can("predefined_messages.edit");
  const { search, type } = useDraftSearch();
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const close = (open: boolean) => (open ? undefined : setDialog(null));

  if (groups.isPending) return <Skeleton className="h-72 w-full rounded-xl" />;
  if (groups.isError) {
    return (
      <ErrorState
        message={toErrorMessage(groups.error)}
        onRetry={() => void groups.refetch()}
        retrying={groups.isFetching}
        className="rounded-xl border border-border bg-surface"
      />
    );
  }
  const group = groupId === null ? null : groups.data.find((g) => g.draft_group_id === groupId);
  if (group === undefined) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-4">
        <EmptyState>این گروه پیدا نشد؛ شاید حذف شده باشد.</EmptyState>
        {backToGroups}
      </div>
    );
  }

  const count = group ? counts.data?.get(group.draft_group_id) : counts.data && sum(counts.data.values());
  const noGroups = groups.data.length === 0;
  const emptyText = noGroups
    ? "پیام‌های آماده در گروه‌ها نگه داشته می‌شوند؛ نخست یک گروه بسازید."
    : !canEdit
      ? "هنوز پیامی در اینجا نیست."
      : group
        ? "این گروه هنوز پیامی ندارد. متنی را که زیاد می‌فرستید با «پیام جدید» اینجا نگه دارید تا هنگام ارسال با یک کلیک درج شود."
        : "هنوز پیام آماده‌ای ندارید. گروهی را باز کنید یا «پیام جدید» را بزنید.";

  return (
    <section
      aria-labelledby="drafts-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-3 md:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="drafts-title" className="truncate text-base font-bold">
            {group ? group.title : "همهٔ پیام‌ها"}
          </h2>
          {count === undefined ? null : <p className="text-xs text-muted">{groupDigits(count)} پیام</p>}
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-1">
            {noGroups ? null : (
              <Button size="md" onClick={() => setDialog("new-draft")} aria-haspopup="dialog">
                پیام جدید
              </Button>
            )}
            {group ? (
              <>
                <Button size="md" variant="secondary" onClick={() => setDialog("rename")} aria-haspopup="dialog">
                  تغییر نام گروه
                </Button>
                <Button
                  size="md"
                  variant="ghost"
                  className="text-danger"
                  onClick={() => setDialog("delete-group")}
                  aria-haspopup="dialog"
                >
                  حذف گروه
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <DraftSearchBox value={search} onChange={type} />
      <MatchingDrafts groupId={groupId} search={search} emptyText={emptyText} />
      {canEdit ? (
        <>
          <DraftDialog
            open={dialog === "new-draft"}
            onOpenChange={close}
            draft={null}
            groupId={groupId}
            groups={groups.data}
          />
          {group ? (
            <>
              <GroupTitleDialog open={dialog === "rename"} onOpenChange={close} group={group} />
              <DeleteGroupDialog
                open={dialog === "delete-group"}
                onOpenChange={close}
                group={group}
                count={count}
                onDeleted={onGroupGone}
              />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
