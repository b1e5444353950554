"use client";

import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/table";
import { useSenderLines } from "@/lib/api/numbers";
import type { SenderLine } from "@/lib/contract/numbers";
import { toErrorMessage } from "@/lib/errors/to-message";
import { inboxColumns } from "./inbox-columns";
import { InboxList } from "./inbox-list";

const NO_LINES: readonly SenderLine[] = [];
const LOADING_COLUMNS = inboxColumns({ onMarkRead: () => undefined, markingId: null });

/**
 * /inbox: the SMS the user's lines received. The line filter offers the user's lines, so the list
 * waits for them (or for knowing they failed), keeping a line named in the link.
 */
export function InboxPanel() {
  const lines = useSenderLines();
  return (
    <div className="flex flex-col gap-3">
      {lines.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <span>{`خطوط شما دریافت نشد: ${toErrorMessage(lines.error)}`}</span>
          <Button variant="ghost" size="sm" onClick={() => void lines.refetch()} loading={lines.isFetching}>
            تلاش دوباره
          </Button>
        </div>
      ) : null}
      {lines.isPending ? (
        <DataTable caption="پیامک‌های دریافتی" columns={LOADING_COLUMNS} getRowKey={() => ""} rows={undefined} loading />
      ) : (
        <InboxList key={lines.data ? "with-lines" : "without-lines"} lines={lines.data ?? NO_LINES} />
      )}
    </div>
  );
}
