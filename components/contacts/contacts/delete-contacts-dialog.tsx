"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeleteContacts } from "@/lib/api/contacts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";

export interface DeleteContactsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: readonly number[];
  onDeleted: (ids: readonly number[]) => void;
}

/** Asks before contacts are deleted; stays open with the reason when it fails. */
export function DeleteContactsDialog({ open, onOpenChange, ids, onDeleted }: DeleteContactsDialogProps) {
  const remove = useDeleteContacts();
  // What was asked about stays in the dialog while it closes, after the caller lets go of the ids.
  const [asked, setAsked] = useState(ids);
  if (open && asked.join() !== ids.join()) setAsked(ids);
  const count = toPersianDigits(asked.length);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title="حذف مخاطب"
      message={`${count} مخاطب حذف می‌شوند و بازگشتی ندارند. حذف شوند؟`}
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(asked, {
          onSuccess: () => {
            toast.success(`${count} مخاطب حذف شد.`);
            onOpenChange(false);
            onDeleted(asked);
          },
        })
      }
    />
  );
}
