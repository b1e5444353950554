"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useDraftGroups, useDrafts } from "@/lib/api/drafts";
import { toErrorMessage } from "@/lib/errors/to-message";

/** Picks a predefined message (spec §2 predefined messages) to put into the text. */
export function PredefinedMessagesDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(text: string): void;
}) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const groups = useDraftGroups(open);
  const drafts = useDrafts(groupId, open);
  const options = (groups.data ?? []).map((g) => ({ value: g.draft_group_id, label: g.title }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="درج متن آماده" className="max-w-lg">
      <Select
        aria-label="گروه متن‌ها"
        options={options}
        value={groupId}
        onChange={(value) => setGroupId(value)}
        placeholder="همهٔ گروه‌ها"
        clearable
      />
      {drafts.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner className="size-6" />
        </div>
      ) : drafts.isError ? (
        <ErrorState
          message={toErrorMessage(drafts.error)}
          onRetry={() => void drafts.refetch()}
          retrying={drafts.isFetching}
        />
      ) : drafts.data.length === 0 ? (
        <EmptyState>متن آماده‌ای نیست. متن‌های پرکاربرد را در «پیام‌های از پیش تعریف‌شده» بسازید.</EmptyState>
      ) : (
        <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
          {drafts.data.map((draft) => (
            <li key={draft.draft_id} className="flex items-start gap-3 rounded-xl border border-border p-3">
              <p className="min-w-0 flex-1 text-sm leading-7 whitespace-pre-line">{draft.message}</p>
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
