"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { normalizeSearchText } from "@/components/ui/select/normalize-search";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { TextInput } from "@/components/ui/text-input";
import { useDraftGroupCounts, useDraftGroups, useDrafts } from "@/lib/api/drafts";
import { useAccess } from "@/lib/auth/access-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";

const MANAGE_HREF = "/predefined-messages";

const CHIP =
  "rounded-full border border-border px-3 py-1 text-xs hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:font-bold";

/**
 * Picks a predefined message (spec §2) to put into the text: the groups with their counts, the
 * chosen group's messages (or every group's), and a search over their text. It reads the same
 * queries as the predefined messages' page, so a change made there shows here at once.
 */
export function PredefinedMessagesPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(text: string): void;
}) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  // Read again at each opening: the messages may have changed in another tab since.
  const read = { enabled: open, staleTime: 0 };
  const groups = useDraftGroups(read);
  const counts = useDraftGroupCounts(read);
  const drafts = useDrafts(groupId, read);
  const canManage = useAccess().canOpen(MANAGE_HREF);
  const needle = normalizeSearchText(search);
  const shown = (drafts.data?.drafts ?? []).filter(
    (draft) => !needle || normalizeSearchText(draft.message).includes(needle),
  );
  const total = counts.data ? [...counts.data.values()].reduce((sum, n) => sum + n, 0) : undefined;
  const countText = (count: number | undefined) => (count === undefined ? "" : ` (${groupDigits(count)})`);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="درج متن آماده" className="max-w-lg">
      {groups.data && groups.data.length > 0 ? (
        <div role="group" aria-label="گروه متن‌ها" className="flex max-h-28 flex-wrap gap-1.5 overflow-y-auto">
          <button type="button" aria-pressed={groupId === null} className={CHIP} onClick={() => setGroupId(null)}>
            همهٔ گروه‌ها{countText(total)}
          </button>
          {groups.data.map((group) => (
            <button
              key={group.draft_group_id}
              type="button"
              aria-pressed={groupId === group.draft_group_id}
              className={CHIP}
              onClick={() => setGroupId(group.draft_group_id)}
            >
              {group.title}
              {countText(counts.data?.get(group.draft_group_id))}
            </button>
          ))}
        </div>
      ) : null}
      <TextInput
        type="search"
        aria-label="جستجو در متن‌های آماده"
        placeholder="جستجو در متن‌های آماده…"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {drafts.isPending || groups.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner className="size-6" />
        </div>
      ) : drafts.isError || groups.isError ? (
        <ErrorState
          message={toErrorMessage(drafts.error ?? groups.error)}
          onRetry={() => void Promise.all([drafts.refetch(), groups.refetch()])}
          retrying={drafts.isFetching || groups.isFetching}
        />
      ) : drafts.data.drafts.length === 0 ? (
        <EmptyState>
          {groupId === null ? "متن آماده‌ای نیست." : "این گروه متنی ندارد."}{" "}
          {canManage ? (
            // A new tab, so the message being written here is not left behind.
            <a href={MANAGE_HREF} target="_blank" rel="noopener" className="font-medium text-primary underline">
              متن‌های پرکاربرد را در «پیام‌های از پیش تعریف‌شده» بسازید (در برگهٔ تازه).
            </a>
          ) : null}
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>متنی با «{search.trim()}» پیدا نشد.</EmptyState>
      ) : (
        <ul aria-label="متن‌های آماده" className="flex max-h-80 flex-col gap-2 overflow-y-auto">
          {shown.map((draft) => (
            <li key={draft.draft_id} className="flex items-start gap-3 rounded-xl border border-border p-3">
              <p
                dir="auto"
                className="latin min-w-0 flex-1 text-start text-sm leading-7 break-words whitespace-pre-line"
              >
                {draft.message}
              </p>
              <Button
                size="md"
                variant="secondary"
                onClick={() => {
                  onPick(draft.message);
                  onOpenChange(false);
                }}
              >
                درج
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
