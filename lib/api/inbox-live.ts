"use client";

import { matchQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAccess } from "../auth/access-context";
import type { UnreadCount } from "../contract/inbox-message";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { browserQuery } from "./queries/in-browser";
import { inboxKeys, unreadInboxCountQuery } from "./queries/inbox-keys";

/** How many received SMS are not read yet (the navigation's badge). */
export function useUnreadInboxCount() {
  return useQuery({ ...browserQuery(unreadInboxCountQuery), enabled: useAccess().can("inbox.view") });
}

/**
 * A received SMS shows without a reload: the badge takes the event's unread count and the lists
 * are read again. When the live connection comes back, both are read again for what it missed.
 * A list the server handed over joins the cache only when its part of the page hydrates, which can
 * come after the socket told of an SMS: such a list was read before it, and is read again too.
 */
export function useLiveInbox() {
  const queryClient = useQueryClient();
  const changed = useRef(false);
  useOnReconnect(() => {
    changed.current = true;
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  });
  useSocketEvent("inbox.received", ({ data }) => {
    changed.current = true;
    queryClient.setQueryData<UnreadCount>(inboxKeys.unread(), { count: data.unread });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const handedOver = event.type === "added" && event.query.state.data !== undefined;
        if (handedOver && changed.current && matchQuery({ queryKey: inboxKeys.lists() }, event.query))
          void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
      }),
    [queryClient],
  );
}
