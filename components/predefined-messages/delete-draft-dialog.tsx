"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeleteDraft } from "@/lib/api/drafts";
import type { Draft } from "@/lib/contract/drafts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

export interface DeleteDraftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: Pick<Draft, "draft_id" | "message">;
}

/** Asks before a predefined message is deleted, showing it; stays open with the reason when it fails. */
export function DeleteDraftDialog({ open, onOpenChange, draft }: DeleteDraftDialogProps) {
  const remove = useDeleteDraft();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title="حذف پیام آماده"
      message={
        <>
          این پیام حذف می‌شود و بازگشتی ندارد. حذف شود؟
          <span
            dir="auto"
            className="latin mt-2 line-clamp-3 block rounded-lg bg-surface-2 px-3 py-2 whitespace-pre-line text-text"
          >
            {draft.message}
          </span>
        </>
      }
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(draft.draft_id, {
          onSuccess: () => {
            toast.success("پیام آماده حذف شد.");
            onOpenChange(false);
          },
        })
      }
    />
  );
}
