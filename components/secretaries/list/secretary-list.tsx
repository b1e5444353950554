"use client";

import { useState } from "react";
import { LinkButton } from "@/components/layout/link-button";
import { DataTable } from "@/components/ui/table";
import { listTableState } from "@/components/ui/list/list-table-state";
import { SelectionBar } from "@/components/ui/list/selection-bar";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { useSecretaryList, useSetSecretaryActive } from "@/lib/api/secretaries";
import type { SecretaryOut } from "@/lib/contract/secretaries";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { CREATE_SECRETARY_HREF } from "../shared/secretary-links";
import { DeleteSecretariesDialog } from "./delete-secretaries-dialog";
import { secretaryColumns } from "./secretary-columns";

const rowKey = (secretary: SecretaryOut) => String(secretary.id);
const rowLabel = (secretary: SecretaryOut) => secretary.title;

function NoSecretaryYet() {
  return (
    <span className="flex flex-col items-center gap-3">
      <span className="leading-7">
        هنوز منشی‌ای نساخته‌اید. منشی روی خطی که پیامک دریافت می‌کند، خودش پاسخ می‌دهد: به کلمه‌های کلیدی، مسابقه،
        نظرسنجی، هدیه، انتقاد و ثبت بازدید.
      </span>
      <LinkButton href={CREATE_SECRETARY_HREF} size="md">
        ساخت نخستین منشی
      </LinkButton>
    </span>
  );
}

/**
 * «منشی پیام دریافتی»: the account's secretaries, paged; each is edited, activated or disabled on
 * the spot, and deleted alone or with others after a confirmation.
 */
export function SecretaryList() {
  const { page, limit, setPage } = usePaginationState();
  const query = useSecretaryList(page, limit);
  usePageInRange(query.data?.meta.total);
  const setActive = useSetSecretaryActive();
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<readonly number[] | null>(null);
  const rows = query.data?.data;

  const toggle = (secretary: SecretaryOut) =>
    setActive.mutate(
      { id: secretary.id, active: !secretary.active },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.active ? `منشی «${saved.title}» فعال شد.` : `منشی «${saved.title}» غیرفعال شد و دیگر پاسخ نمی‌دهد.`,
          ),
        onError: (error) => toast.error(toErrorMessage(error)),
      },
    );

  return (
    <section aria-label="منشی‌ها" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SelectionBar
          count={selected.length}
          onClear={() => setSelected([])}
          onDelete={() => setDeleting(selected.map(Number))}
        />
        <LinkButton href={CREATE_SECRETARY_HREF}>منشی جدید</LinkButton>
      </div>
      <DataTable
        caption="منشی‌ها"
        columns={secretaryColumns({
          onToggle: toggle,
          toggling: setActive.isPending ? (setActive.variables?.id ?? null) : null,
          onDelete: (secretary) => setDeleting([secretary.id]),
        })}
        getRowKey={rowKey}
        getRowLabel={rowLabel}
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        {...listTableState(query)}
        empty={<NoSecretaryYet />}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      <DeleteSecretariesDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        ids={deleting ?? []}
        onDeleted={(ids) => {
          setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
          // The last rows of a page gone: the page before it.
          if (rows && rows.every((row) => ids.includes(row.id)) && page > 1) setPage(page - 1);
        }}
      />
    </section>
  );
}
