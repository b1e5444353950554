"use client";

import { DeleteManyDialog, type DeleteManyRequest } from "@/components/ui/list/delete-many-dialog";
import { useDeleteContacts } from "@/lib/api/contacts";

export type DeleteContactsDialogProps = DeleteManyRequest;

/** Asks before contacts are deleted; stays open with the reason when it fails. */
export function DeleteContactsDialog(props: DeleteContactsDialogProps) {
  return (
    <DeleteManyDialog
      {...props}
      remove={useDeleteContacts()}
      title="حذف مخاطب"
      question={(count) => `${count} مخاطب حذف می‌شوند و بازگشتی ندارند. حذف شوند؟`}
      done={(count) => `${count} مخاطب حذف شد.`}
    />
  );
}
