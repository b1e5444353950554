"use client";

import { useMemo, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useInbox, useMarkInboxRead } from "@/lib/api/inbox";
import { useAccess } from "@/lib/auth/access-context";
import type { InboxMessage } from "@/lib/contract/inbox-message";
import type { SenderLine } from "@/lib/contract/numbers";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { toPersianDigits } from "@/lib/validation/digits";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { DeleteInboxDialog } from "./delete-inbox-dialog";
import { inboxColumns } from "./inbox-columns";
import { hasInboxFilters, inboxTableFilters, toInboxFilters } from "./inbox-filters";
import { InboxToolbar } from "./inbox-toolbar";
import { senderText } from "./sender-number";

const rowKey = (message: InboxMessage) => String(message.messages_inbox_id);

/**
 * The received SMS with their filters and paging in the query: chosen messages are marked read or
 * deleted together (after a confirmation), a single one marked read from its row, and what the
 * filters show exported.
 */
export function InboxList({ lines }: { lines: readonly SenderLine[] }) {
  const config = useMemo(() => inboxTableFilters(lines), [lines]);
  const { filters: values, page, limit } = useTableFilters(config);
  const filters = toInboxFilters(values);
  const query = useInbox({ ...filters, page, perPage: limit });
  usePageInRange(query.data?.meta.total);
  const { setPage } = usePaginationState();
  const rows = query.data?.data;

  // Messages chosen under other filters are let go, so an action never reaches rows the user cannot see.
  const scope = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ scope: string; keys: string[] }>({ scope, keys: [] });
  const selected = selection.scope === scope ? selection.keys : [];
  const select = (keys: string[]) => setSelection({ scope, keys });
  const [confirmDelete, setConfirmDelete] = useState(false);

  // Marking read and deleting are the inbox's managing, which a colleague's role may leave out.
  const manage = useAccess().can("inbox.manage");
  const markRow = useMarkInboxRead();
  const markChosen = useMarkInboxRead();
  const markingId = markRow.isPending ? (markRow.variables[0] ?? null) : null;
  const markOne = (message: InboxMessage) =>
    markRow.mutate([message.messages_inbox_id], { onError: (error) => toast.error(toErrorMessage(error)) });
  const markSelected = () =>
    markChosen.mutate(selected.map(Number), {
      onSuccess: (answer) => {
        toast.success(`${toPersianDigits(answer.read)} پیامک خوانده‌شده علامت خورد.`);
        select([]);
      },
      onError: (error) => toast.error(toErrorMessage(error)),
    });

  const afterDelete = (ids: readonly number[]) => {
    select([]);
    if (rows && page > 1 && rows.every((message) => ids.includes(message.messages_inbox_id))) setPage(page - 1);
  };

  return (
    <TableFiltersProvider config={config}>
      <section aria-label="پیامک‌های دریافتی" className="flex min-w-0 flex-col gap-3">
        <TableFilters />
        <InboxToolbar
          filters={filters}
          selectedCount={selected.length}
          onMarkSelectedRead={markSelected}
          markingRead={markChosen.isPending}
          onDeleteSelected={() => setConfirmDelete(true)}
          onClearSelection={() => select([])}
        />
        <DataTable
          caption="پیامک‌های دریافتی"
          columns={inboxColumns({ onMarkRead: manage ? markOne : undefined, markingId })}
          getRowKey={rowKey}
          getRowLabel={(message) => `پیام ${senderText(message.from)}`}
          selectedKeys={selected}
          onSelectedKeysChange={manage ? select : undefined}
          {...listTableState(query)}
          empty={hasInboxFilters(filters) ? "پیامکی با این فیلترها پیدا نشد." : "هنوز پیامکی دریافت نکرده‌اید."}
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
        <DeleteInboxDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          ids={selected.map(Number)}
          onDeleted={afterDelete}
        />
      </section>
    </TableFiltersProvider>
  );
}
