"use client";

import { DeleteManyDialog, type DeleteManyRequest } from "@/components/ui/list/delete-many-dialog";
import { useDeleteSecretaries } from "@/lib/api/secretaries";

/** Asks before secretaries are deleted: their answers stop at once and what they received goes with them. */
export function DeleteSecretariesDialog(props: DeleteManyRequest) {
  return (
    <DeleteManyDialog
      {...props}
      remove={useDeleteSecretaries()}
      title="حذف منشی"
      question={(count) =>
        `${count} منشی حذف می‌شود؛ از همین لحظه به پیامکی پاسخ نمی‌دهد و پیام‌هایی که گرفته هم پاک می‌شوند. حذف شود؟`
      }
      done={(count) => `${count} منشی حذف شد.`}
    />
  );
}
