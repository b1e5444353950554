"use client";

import { DataTable } from "@/components/ui/table";
import { LinesLoadError } from "@/components/ui/lines-load-error";
import { useSenderLines } from "@/lib/api/numbers";
import type { SenderLine } from "@/lib/contract/numbers";
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
      <LinesLoadError lines={lines} />
      {lines.isPending ? (
        <DataTable
          caption="پیامک‌های دریافتی"
          columns={LOADING_COLUMNS}
          getRowKey={() => ""}
          rows={undefined}
          loading
        />
      ) : (
        <InboxList key={lines.data ? "with-lines" : "without-lines"} lines={lines.data ?? NO_LINES} />
      )}
    </div>
  );
}
