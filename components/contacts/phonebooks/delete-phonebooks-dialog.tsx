"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeletePhonebooks } from "@/lib/api/phonebooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";

export interface DeletePhonebooksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: readonly number[];
  onDeleted: (ids: readonly number[]) => void;
}

/** Asks before phonebooks are deleted, saying that their contacts go with them; stays open with the reason when it fails. */
export function DeletePhonebooksDialog({ open, onOpenChange, ids, onDeleted }: DeletePhonebooksDialogProps) {
  const remove = useDeletePhonebooks();
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
      title="حذف دفترچه تلفن"
      message={`${count} دفترچه تلفن با همهٔ مخاطبانشان حذف می‌شوند و بازگشتی ندارند. حذف شوند؟`}
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(asked, {
          onSuccess: () => {
            toast.success(`${count} دفترچه تلفن حذف شد.`);
            onDeleted(asked);
            onOpenChange(false);
          },
        })
      }
    />
  );
}
