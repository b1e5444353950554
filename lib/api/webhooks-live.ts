"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { usePanelPreferences } from "../preferences/preferences-context";
import { toast } from "../ui/toast-store";
import { webhookKeys } from "./queries/webhook-queries";

/**
 * On the webhooks' pages: `webhook.failing` (an endpoint's message was refused for a whole day of
 * retries) says so and reads the endpoints and their logs again, so the endpoint shows as failing
 * without a reload; after a reconnection they are read again for what was missed.
 */
export function useLiveWebhooks() {
  const queryClient = useQueryClient();
  // The member may have turned this toast off (panel preferences); the endpoints are read again all the same.
  const toastOn = usePanelPreferences().toasts.webhook_failing;
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: webhookKeys.all }));
  useSocketEvent("webhook.failing", () => {
    void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    // The page marks which endpoint; a URL inside a Persian notice reads out of order.
    if (toastOn) toast.error("یکی از وب‌هوک‌ها یک روز پیام‌ها را نپذیرفت و در حالت خطا است.");
  });
}
