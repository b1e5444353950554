"use client";

import { DeleteManyDialog, type DeleteManyRequest } from "@/components/ui/list/delete-many-dialog";
import { useDeletePhonebooks } from "@/lib/api/phonebooks";

export type DeletePhonebooksDialogProps = DeleteManyRequest;

/** Asks before phonebooks are deleted, saying that their contacts go with them; stays open with the reason when it fails. */
export function DeletePhonebooksDialog(props: DeletePhonebooksDialogProps) {
  return (
    <DeleteManyDialog
      {...props}
      remove={useDeletePhonebooks()}
      title="حذف دفترچه تلفن"
      question={(count) => `${count} دفترچه تلفن با همهٔ مخاطبانشان حذف می‌شوند و بازگشتی ندارند. حذف شوند؟`}
      done={(count) => `${count} دفترچه تلفن حذف شد.`}
    />
  );
}
