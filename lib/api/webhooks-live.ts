"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { toast } from "../ui/toast-store";
import { webhookKeys } from "./queries/webhook-queries";

/**
 * On the webhooks' pages: `webhook.failing` (an endpoint's message was refused for a whole day of
 * retries) says so and reads the endpoints and their logs again, so the endpoint shows as failing
 * without a reload; after a reconnection they are read again for what was missed.
 */
export function useLiveWebhooks() {
  const queryClient = useQueryClient();
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: webhookKeys.all }));
  useSocketEvent("webhook.failing", () => {
    void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    // The page marks which endpoint; a URL inside a Persian notice reads out of order.
    toast.error("یکی از وب‌هوک‌ها یک روز پیام‌ها را نپذیرفت و در حالت خطا است.");
  });
}
