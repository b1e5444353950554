"use client";

import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/table";
import { useApiCallKeys } from "@/lib/api/api-calls";
import { useAccess } from "@/lib/auth/access-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { apiCallColumns } from "./api-call-columns";
import { ApiCallList } from "./api-call-list";

const LOADING_COLUMNS = apiCallColumns(() => "");

/**
 * /developers/api-calls: the log of calls made with the account's keys. The key filter offers the
 * keys, so the log waits for them (or for knowing they failed), keeping a key named in the link;
 * a colleague whose role does not reach the keys gets the log without that filter.
 */
export function ApiCallsPanel() {
  const seesKeys = useAccess().can("developers.api_keys");
  const keys = useApiCallKeys({ enabled: seesKeys });
  if (seesKeys && keys.isPending) {
    return (
      <DataTable
        caption="فراخوانی‌های انجام‌شده با کلیدهای API"
        columns={LOADING_COLUMNS}
        getRowKey={() => ""}
        rows={undefined}
        loading
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {keys.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <span>{`فهرست کلیدها برای فیلتر دریافت نشد: ${toErrorMessage(keys.error)}`}</span>
          <Button variant="ghost" size="sm" onClick={() => void keys.refetch()} loading={keys.isFetching}>
            تلاش دوباره
          </Button>
        </div>
      ) : null}
      <ApiCallList key={keys.data ? "with-keys" : "without-keys"} keys={seesKeys ? (keys.data ?? []) : null} />
    </div>
  );
}
