"use client";

import { DeleteManyDialog, type DeleteManyRequest } from "@/components/ui/list/delete-many-dialog";
import { useDeleteInboxMessages } from "@/lib/api/inbox";

/** Asks before received SMS are deleted; stays open with the reason when it fails. */
export function DeleteInboxDialog(props: DeleteManyRequest) {
  return (
    <DeleteManyDialog
      {...props}
      remove={useDeleteInboxMessages()}
      title="حذف پیامک دریافتی"
      question={(count) => `${count} پیامک دریافتی حذف می‌شوند و بازگشتی ندارند. حذف شوند؟`}
      done={(count) => `${count} پیامک حذف شد.`}
    />
  );
}
