"use client";

import { useQueryClient } from "@tanstack/react-query";
import { usePanelPreferences } from "../preferences/preferences-context";
import { toast } from "../ui/toast-store";
import { useSocketEvent } from "../socket/use-socket-event";

/**
 * `pattern.reviewed`: the provider's content team approved or rejected one of the account's
 * patterns. Says so wherever the member is, and reads the patterns again so an open list or
 * pattern page shows the new state (and, approved, its test send).
 */
export function useLivePatterns() {
  const queryClient = useQueryClient();
  // The member may have turned this toast off (panel preferences); the lists are read again all the same.
  const toastOn = usePanelPreferences().toasts.pattern_reviewed;
  useSocketEvent("pattern.reviewed", ({ data }) => {
    // The keys' module brings the pattern contract along: fetched when a review comes, not with the shell.
    void import("./queries/pattern-queries").then(({ patternKeys }) =>
      queryClient.invalidateQueries({ queryKey: patternKeys.all }),
    );
    if (!toastOn) return;
    const name = data.title?.trim() || data.pattern_code;
    if (data.status === "active") toast.success(`الگوی «${name}» تأیید شد.`);
    else toast.error(`الگوی «${name}» رد شد${data.reason?.trim() ? `: ${data.reason.trim()}` : "."}`);
  });
}
