"use client";

import { useState } from "react";
import { LinkButton } from "@/components/layout/link-button";
import { listTableState } from "@/components/ui/list/list-table-state";
import { SelectionBar } from "@/components/ui/list/selection-bar";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable } from "@/components/ui/table";
import { useCodeReaderList, useSetCodeReaderActive } from "@/lib/api/code-readers";
import type { CodeReaderOut } from "@/lib/contract/code-readers";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { CREATE_CODE_READER_HREF } from "../shared/code-reader-links";
import { codeReaderColumns } from "./code-reader-columns";
import { DeleteCodeReadersDialog } from "./delete-code-readers-dialog";

const rowKey = (reader: CodeReaderOut) => String(reader.id);
const rowLabel = (reader: CodeReaderOut) => reader.title;

function NoCodeReaderYet() {
  return (
    <span className="flex flex-col items-center gap-3">
      <span className="leading-7">
        هنوز کدخوانی نساخته‌اید. کدخوان اصالت کالا را با پیامک می‌سنجد: فایل کدهای محصول را بارگذاری می‌کنید و هر خریدار
        کد روی کالا را به خط دریافت شما می‌فرستد؛ کدخوان می‌گوید کد درست است، پیش‌تر استفاده شده یا نادرست است.
      </span>
      <LinkButton href={CREATE_CODE_READER_HREF} size="md">
        ساخت نخستین کدخوان
      </LinkButton>
    </span>
  );
}

/**
 * «منشی کلمه کلیدی»: the account's code readers, paged; each is edited, activated or disabled on
 * the spot, and deleted alone or with others after a confirmation.
 */
export function CodeReaderList() {
  const { page, limit, setPage } = usePaginationState();
  const query = useCodeReaderList(page, limit);
  usePageInRange(query.data?.meta.total);
  const setActive = useSetCodeReaderActive();
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<readonly number[] | null>(null);
  const rows = query.data?.data;

  const toggle = (reader: CodeReaderOut) =>
    setActive.mutate(
      { id: reader.id, active: !reader.active },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.active
              ? `کدخوان «${saved.title}» فعال شد.`
              : `کدخوان «${saved.title}» غیرفعال شد و دیگر پاسخ نمی‌دهد.`,
          ),
        onError: (error) => toast.error(toErrorMessage(error)),
      },
    );

  return (
    <section aria-label="کدخوان‌ها" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SelectionBar
          count={selected.length}
          onClear={() => setSelected([])}
          onDelete={() => setDeleting(selected.map(Number))}
        />
        <LinkButton href={CREATE_CODE_READER_HREF}>کدخوان جدید</LinkButton>
      </div>
      <DataTable
        caption="کدخوان‌ها"
        columns={codeReaderColumns({
          onToggle: toggle,
          toggling: setActive.isPending ? (setActive.variables?.id ?? null) : null,
          onDelete: (reader) => setDeleting([reader.id]),
        })}
        getRowKey={rowKey}
        getRowLabel={rowLabel}
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        {...listTableState(query)}
        empty={<NoCodeReaderYet />}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      <DeleteCodeReadersDialog
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
