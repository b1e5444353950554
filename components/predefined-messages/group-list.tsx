"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useDraftGroupCounts, useDraftGroups } from "@/lib/api/drafts";
import { useAccess } from "@/lib/auth/access-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { GroupLink } from "./group-link";
import { GroupTitleDialog } from "./lazy-dialogs";
import { groupHref, PREDEFINED_MESSAGES_HREF } from "./paths";

export interface GroupListProps {
  /** Desktop: the group whose messages are shown beside the list (null for all), and how another is chosen. */
  selectedId?: number | null;
  onSelect?: (groupId: number | null) => void;
}

/**
 * The groups of predefined messages, each with how many messages it holds and leading to them; a
 * member who may edit makes new groups here. On a phone each group opens its own page.
 */
export function GroupList({ selectedId = null, onSelect }: GroupListProps) {
  const groups = useDraftGroups();
  const counts = useDraftGroupCounts();
  const canEdit = useAccess().can("predefined_messages.edit");
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const total = counts.data ? [...counts.data.values()].reduce((sum, n) => sum + n, 0) : undefined;
  const open = (groupId: number) => (onSelect ? onSelect(groupId) : router.push(groupHref(groupId)));

  return (
    <section
      aria-labelledby="draft-groups-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="draft-groups-title" className="text-base font-bold">
          گروه‌ها
        </h2>
        {canEdit ? (
          <Button size="md" onClick={() => setCreating(true)} aria-haspopup="dialog">
            گروه جدید
          </Button>
        ) : null}
      </div>
      {groups.isPending ? (
        <div role="status" aria-label="در حال بارگذاری گروه‌ها" className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : groups.isError ? (
        <ErrorState
          message={toErrorMessage(groups.error)}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState>
          {canEdit
            ? "هنوز گروهی ندارید. پیام‌های آماده در گروه‌ها نگه داشته می‌شوند؛ با «گروه جدید» نخستین گروه را بسازید."
            : "هنوز گروهی ساخته نشده است."}
        </EmptyState>
      ) : (
        <ul aria-label="گروه‌های پیام" className="flex flex-col gap-1">
          {onSelect ? (
            <GroupLink
              href={PREDEFINED_MESSAGES_HREF}
              title="همهٔ پیام‌ها"
              count={total}
              current={selectedId === null}
              onChoose={() => onSelect(null)}
            />
          ) : null}
          {groups.data.map((group) => (
            <GroupLink
              key={group.draft_group_id}
              href={groupHref(group.draft_group_id)}
              title={group.title}
              count={counts.data?.get(group.draft_group_id)}
              current={selectedId === group.draft_group_id}
              onChoose={onSelect ? () => onSelect(group.draft_group_id) : undefined}
            />
          ))}
        </ul>
      )}
      <GroupTitleDialog
        open={creating}
        onOpenChange={setCreating}
        group={null}
        onCreated={(group) => open(group.draft_group_id)}
      />
    </section>
  );
}
