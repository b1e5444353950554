"use client";

import { useState } from "react";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable } from "@/components/ui/table";
import { useRoles } from "@/lib/api/colleagues";
import type { Role } from "@/lib/contract/colleagues";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { CREATE_ROLE_HREF } from "../shared/colleague-links";
import { LinkButton } from "@/components/layout/link-button";
import { DeleteRoleDialog } from "./delete-role-dialog";
import { roleColumns } from "./role-columns";
import { useDuplicateAndEdit } from "./use-duplicate-role";

const rowKey = (role: Role) => String(role.id);

function NoRoleYet() {
  return (
    <span className="flex flex-col items-center gap-3">
      <span>هنوز سطح دسترسی‌ای نساخته‌اید. برای افزودن همکار، ابتدا یک سطح دسترسی بسازید.</span>
      <LinkButton href={CREATE_ROLE_HREF} size="md">
        ساخت سطح دسترسی
      </LinkButton>
    </span>
  );
}

/** «سطوح دسترسی»: the account's roles, paged in the query; each edited, duplicated or deleted. */
export function RoleList() {
  const { page, limit } = usePaginationState();
  const query = useRoles({ page, perPage: limit });
  usePageInRange(query.data?.meta.total);
  const { duplicate, duplicatingId } = useDuplicateAndEdit();
  const [deleting, setDeleting] = useState<Role | null>(null);

  return (
    <section aria-label="سطوح دسترسی" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm leading-6 text-muted">
          هر همکار یک سطح دسترسی دارد و فقط کارهایی را می‌بیند و انجام می‌دهد که آن سطح اجازه می‌دهد.
        </p>
        <LinkButton href={CREATE_ROLE_HREF}>ساخت سطح دسترسی</LinkButton>
      </div>
      <DataTable
        caption="سطوح دسترسی"
        columns={roleColumns({ onDuplicate: (role) => duplicate(role.id), onDelete: setDeleting, duplicatingId })}
        getRowKey={rowKey}
        {...listTableState(query)}
        empty={<NoRoleYet />}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
