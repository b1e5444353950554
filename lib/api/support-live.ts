"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccess } from "../auth/access-context";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { usePanelPreferences } from "../preferences/preferences-context";
import { toast } from "../ui/toast-store";
import { browserQuery } from "./queries/in-browser";
import { ticketKeys, unseenTicketCountQuery, type UnseenTicketCount } from "./queries/support-keys";

/** How many requests hold an answer not seen yet (the navigation's count), for a member who handles them. */
export function useUnseenTicketCount() {
  return useQuery({ ...browserQuery(unseenTicketCountQuery), enabled: useAccess().can("tickets.manage") });
}

/** The notice of an answer, in the words of the request's kind and what support did. */
function answeredNotice(type: "ticket" | "suggestion", subject: string, stateId: number): string {
  const name = `«${subject}»`;
  if (stateId === 4) return `درخواست ${name} بسته شد.`;
  if (stateId === 5 || stateId === 6) return `درخواست ${name} ارجاع شد.`;
  return type === "ticket" ? `پشتیبانی به درخواست ${name} پاسخ داد.` : `مدیریت به ${name} پاسخ داد.`;
}

/**
 * `ticket.answered`: support answered, referred or closed one of the account's requests. The
 * navigation's count takes the event's, an open list or request page is read again (which marks an
 * open request seen), and the member is told wherever they are. After a reconnection all of it is
 * read again for what was missed.
 */
export function useLiveSupport() {
  const queryClient = useQueryClient();
  // The member may have turned this toast off (panel preferences); the counts and lists follow all the same.
  const toastOn = usePanelPreferences().toasts.ticket_answered;
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: ticketKeys.all }));
  useSocketEvent("ticket.answered", ({ data }) => {
    queryClient.setQueryData<UnseenTicketCount>(ticketKeys.unseen(), { count: data.unseen });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.one(data.ticket_id) });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.feedback() });
    if (toastOn) toast.info(answeredNotice(data.type, data.subject, data.state_id));
  });
}
