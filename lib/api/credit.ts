"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccess } from "../auth/access-context";
import type { Credit } from "../contract/credit";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { creditKeys, creditQuery } from "./queries/credit-queries";
import { browserQuery } from "./queries/in-browser";

export { creditKeys };

/**
 * The wallet credit in rials. `refresh` is the header's manual refresh (spec §4); `refreshing`
 * is true while any fetch runs, so the spinner shows for it and for live updates alike.
 */
export function useCredit() {
  // A colleague whose role does not show the credit never asks for it.
  const query = useQuery({ ...browserQuery(creditQuery), enabled: useAccess().can("wallet.view") });
  return {
    credit: query.data?.credit,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}

/**
 * The header's credit follows `credit.changed` events without a refetch (spec §4), and is
 * fetched again when the live connection comes back, for changes made while it was down.
 */
export function useLiveCredit() {
  const queryClient = useQueryClient();
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: creditKeys.mine() }));
  useSocketEvent("credit.changed", ({ data }) => {
    queryClient.setQueryData<Credit>(creditKeys.mine(), (known) => ({ ...known, credit: data.credit }));
  });
}
