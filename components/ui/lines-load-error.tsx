"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { toErrorMessage } from "@/lib/errors/to-message";
import { Button } from "./button";

/** Says the user's lines did not load, with a retry; nothing while they load or once they came. */
export function LinesLoadError({
  lines,
}: {
  lines: Pick<UseQueryResult, "isError" | "error" | "refetch" | "isFetching">;
}) {
  if (!lines.isError) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
      <span>{`خطوط شما دریافت نشد: ${toErrorMessage(lines.error)}`}</span>
      <Button variant="ghost" size="sm" onClick={() => void lines.refetch()} loading={lines.isFetching}>
        تلاش دوباره
      </Button>
    </div>
  );
}
