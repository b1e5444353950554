import type { UseQueryResult } from "@tanstack/react-query";
import { toErrorMessage } from "@/lib/errors/to-message";

/** What a DataTable needs from a page query: its rows, the first load, and a failure with a retry. */
export function listTableState<T>(query: UseQueryResult<{ data: T[] }>) {
  return {
    rows: query.data?.data,
    loading: query.isPending,
    error: query.isError ? toErrorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
