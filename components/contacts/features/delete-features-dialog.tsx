"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { featureInUseWarning, useDeleteContactFeatures } from "@/lib/api/contact-features";
import { groupDigits } from "@/lib/format/money";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

export interface DeleteFeaturesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: readonly number[];
  onDeleted: () => void;
}

/**
 * Asks before deleting the chosen features. When one of them is in use the upstream's warning
 * takes the question's place, and a second confirmation deletes them anyway.
 */
export function DeleteFeaturesDialog({ open, onOpenChange, ids, onDeleted }: DeleteFeaturesDialogProps) {
  const remove = useDeleteContactFeatures();
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (!next) {
      setWarning(null);
      setError(null);
    }
    onOpenChange(next);
  }

  function confirm() {
    setError(null);
    const confirmed = warning !== null;
    remove.mutate(
      { ids, confirm: confirmed },
      {
        onSuccess: () => {
          toast.success(`${groupDigits(ids.length)} ویژگی حذف شد.`);
          onDeleted();
          close(false);
        },
        onError: (failure) => {
          const inUse = confirmed ? null : featureInUseWarning(failure);
          if (inUse) setWarning(inUse);
          else setError(toErrorMessage(failure));
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={warning ? "ویژگی در حال استفاده است" : "حذف ویژگی‌ها"}
      message={
        warning ? (
          <span role="alert">{warning}</span>
        ) : (
          `${groupDigits(ids.length)} ویژگی انتخاب‌شده حذف شود؟ مقدار آن‌ها از همهٔ مخاطبان پاک می‌شود و برنمی‌گردد.`
        )
      }
      confirmLabel={warning ? "با این حال حذف شود" : "حذف"}
      tone="danger"
      pending={remove.isPending}
      error={error}
      onConfirm={confirm}
    />
  );
}
