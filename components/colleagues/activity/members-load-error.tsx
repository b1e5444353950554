"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { toErrorMessage } from "@/lib/errors/to-message";

/** Says the members to filter by did not load (the log still shows), with a retry; nothing otherwise. */
export function MembersLoadError({
  members,
}: {
  members: Pick<UseQueryResult, "isError" | "error" | "refetch" | "isFetching">;
}) {
  if (!members.isError) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
      <span>{`اعضای حساب برای فیلتر دریافت نشد: ${toErrorMessage(members.error)}`}</span>
      <Button variant="ghost" size="sm" onClick={() => void members.refetch()} loading={members.isFetching}>
        تلاش دوباره
      </Button>
    </div>
  );
}
