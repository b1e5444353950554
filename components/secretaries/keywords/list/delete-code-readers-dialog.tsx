"use client";

import { DeleteManyDialog, type DeleteManyRequest } from "@/components/ui/list/delete-many-dialog";
import { useDeleteCodeReaders } from "@/lib/api/code-readers";

/** Asks before code readers are deleted: their answers stop at once, and their codes and messages go with them. */
export function DeleteCodeReadersDialog(props: DeleteManyRequest) {
  return (
    <DeleteManyDialog
      {...props}
      remove={useDeleteCodeReaders()}
      title="حذف کدخوان"
      question={(count) =>
        `${count} کدخوان حذف می‌شود؛ از همین لحظه به پیامکی پاسخ نمی‌دهد و کدها و پیام‌هایی که گرفته هم پاک می‌شوند. حذف شود؟`
      }
      done={(count) => `${count} کدخوان حذف شد.`}
    />
  );
}
