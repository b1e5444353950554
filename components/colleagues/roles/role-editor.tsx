"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { usePermissionList, useRole } from "@/lib/api/colleagues";
import type { PermissionGroupRow, Role } from "@/lib/contract/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { LinkButton } from "@/components/layout/link-button";
import { INVITE_HREF, ROLES_TAB_HREF } from "../shared/colleague-links";
import { DeleteRoleDialog } from "./delete-role-dialog";
import { RoleForm } from "./role-form";
import { useDuplicateAndEdit } from "./use-duplicate-role";

function EditorSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-16 w-full max-w-md" />
      <div className="grid gap-3 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** /colleagues/create-access: a new role; from the invitation page it leads back there. */
export function CreateRoleEditor({ backToInvite }: { backToInvite: boolean }) {
  const router = useRouter();
  const groups = usePermissionList();
  if (groups.isPending) return <EditorSkeleton />;
  if (groups.isError)
    return <ErrorState message={toErrorMessage(groups.error)} onRetry={() => void groups.refetch()} />;
  return (
    <RoleForm
      groups={groups.data}
      onSaved={(role) => {
        toast.success(`سطح دسترسی «${role.title}» ساخته شد.`);
        router.push(backToInvite ? INVITE_HREF : ROLES_TAB_HREF);
      }}
    />
  );
}

function EditRoleForm({ groups, role }: { groups: readonly PermissionGroupRow[]; role: Role }) {
  const router = useRouter();
  const { duplicate, duplicatingId } = useDuplicateAndEdit();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <RoleForm
        // A role read again (after a duplicate opened it) starts the form over.
        key={`${role.id}-${role.updated_at}`}
        groups={groups}
        role={role}
        onSaved={(saved) => {
          toast.success(`تغییرات «${saved.title}» ذخیره شد.`);
          router.push(ROLES_TAB_HREF);
        }}
        actions={
          <>
            <Button variant="secondary" onClick={() => duplicate(role.id)} loading={duplicatingId === role.id}>
              کپی از این سطح دسترسی
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              حذف سطح دسترسی
            </Button>
          </>
        }
      />
      <DeleteRoleDialog
        role={deleting ? role : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => router.push(ROLES_TAB_HREF)}
      />
    </>
  );
}

/** /colleagues/update-access/{id}: the role's title and permissions, and its duplicate and delete. */
export function UpdateRoleEditor({ roleId }: { roleId: number }) {
  const groups = usePermissionList();
  const role = useRole(roleId);
  if (groups.isError || role.isError) {
    const error = groups.error ?? role.error;
    return (
      <div className="flex flex-col items-center gap-3">
        <ErrorState
          message={toErrorMessage(error)}
          onRetry={() => void (groups.isError ? groups.refetch() : role.refetch())}
        />
        <LinkButton href={ROLES_TAB_HREF} variant="secondary" size="md">
          بازگشت به سطوح دسترسی
        </LinkButton>
      </div>
    );
  }
  if (groups.isPending || role.isPending) return <EditorSkeleton />;
  return <EditRoleForm groups={groups.data} role={role.data} />;
}
