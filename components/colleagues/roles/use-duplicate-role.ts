"use client";

import { useRouter } from "next/navigation";
import { useDuplicateRole } from "@/lib/api/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { roleEditHref } from "../shared/colleague-links";

/** Duplicates a role and opens the copy for editing, where its title and permissions are changed. */
export function useDuplicateAndEdit() {
  const router = useRouter();
  const duplicate = useDuplicateRole();
  return {
    duplicatingId: duplicate.isPending ? duplicate.variables : null,
    duplicate: (roleId: number) =>
      duplicate.mutate(roleId, {
        onSuccess: (copy) => {
          toast.success(`«${copy.title}» ساخته شد؛ عنوان و دسترسی‌هایش را ویرایش کنید.`);
          router.push(roleEditHref(copy.id));
        },
        onError: (error) => toast.error(toErrorMessage(error)),
      }),
  };
}
