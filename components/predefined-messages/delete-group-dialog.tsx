"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeleteDraftGroup } from "@/lib/api/drafts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { toast } from "@/lib/ui/toast-store";

export interface DeleteGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: { draft_group_id: number; title: string };
  /** Its messages, when known: the question says how many go with it. */
  count?: number;
  onDeleted: () => void;
}

/** Asks before a group is deleted, saying that its messages go with it; stays open with the reason when it fails. */
export function DeleteGroupDialog({ open, onOpenChange, group, count, onDeleted }: DeleteGroupDialogProps) {
  const remove = useDeleteDraftGroup();
  const messages = count === undefined ? "همهٔ پیام‌هایش" : count === 0 ? null : `${groupDigits(count)} پیامش`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title="حذف گروه"
      message={`گروه «${group.title}»${messages ? ` با ${messages}` : ""} حذف می‌شود و بازگشتی ندارد. حذف شود؟`}
      confirmLabel="حذف گروه"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(group.draft_group_id, {
          onSuccess: () => {
            toast.success(`گروه «${group.title}» حذف شد.`);
            onOpenChange(false);
            onDeleted();
          },
        })
      }
    />
  );
}
