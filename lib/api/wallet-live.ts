"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { usePanelPreferences } from "../preferences/preferences-context";
import { toast } from "../ui/toast-store";
import { useSocketEvent } from "../socket/use-socket-event";
import { creditKeys } from "./queries/credit-queries";
import { walletKeys } from "./queries/wallet-keys";

export interface LowCreditWarning {
  credit: number;
  threshold: number;
}

/**
 * The wallet's live events: a reviewed transfer reads the credit, the waiting list and the
 * transactions again and says how it went; `credit.low` raises the header's warning.
 */
export function useLiveWallet() {
  const queryClient = useQueryClient();
  // The member may have turned this toast off (panel preferences); the wallet is read again all the same.
  const toastOn = usePanelPreferences().toasts.payment_reviewed;
  useSocketEvent("payment.reviewed", ({ data }) => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    if (!toastOn) return;
    if (data.state === "success") toast.success("واریز شما تأیید شد و اعتبار کیف پول افزایش یافت.");
    else toast.error(`واریز شما تأیید نشد${data.reason ? `: ${data.reason}` : "."}`);
  });
  useSocketEvent("credit.low", ({ data }) => {
    queryClient.setQueryData<LowCreditWarning | null>(walletKeys.lowCreditWarning(), data);
  });
}

/** The warning a `credit.low` event raised, and how to dismiss it. */
export function useLowCreditWarning() {
  const queryClient = useQueryClient();
  const { data } = useQuery<LowCreditWarning | null>({
    queryKey: walletKeys.lowCreditWarning(),
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });
  return {
    warning: data,
    dismiss: () => queryClient.setQueryData<LowCreditWarning | null>(walletKeys.lowCreditWarning(), null),
  };
}
