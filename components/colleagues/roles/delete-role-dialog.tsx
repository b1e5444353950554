"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeleteRole } from "@/lib/api/colleagues";
import type { Role } from "@/lib/contract/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";

/** The question, which says so when colleagues hold the role (the upstream will refuse while they do). */
function deleteQuestion(role: Pick<Role, "title" | "colleagues_count">): string {
  const question = `سطح دسترسی «${role.title}» حذف می‌شود و بازگشتی ندارد. حذف شود؟`;
  if (role.colleagues_count === 0) return question;
  return `${toPersianDigits(role.colleagues_count)} همکار اکنون این سطح دسترسی را دارند. ${question}`;
}

export interface DeleteRoleDialogProps {
  /** The role asked about; the dialog is open while there is one. */
  role: Pick<Role, "id" | "title" | "colleagues_count"> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Asks before a role is deleted. The upstream refuses while colleagues hold the role: the dialog
 * stays open with its reason, so the owner reads what to do first.
 */
export function DeleteRoleDialog({ role, onClose, onDeleted }: DeleteRoleDialogProps) {
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="حذف سطح دسترسی"
      message={role ? deleteQuestion(role) : undefined}
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() => {
        if (!role) return;
        remove.mutate(role.id, {
          onSuccess: () => {
            toast.success(`سطح دسترسی «${role.title}» حذف شد.`);
            remove.reset();
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
