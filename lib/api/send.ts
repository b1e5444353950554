"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  calculatePriceResponseSchema,
  cancelSendRequestSchema,
  sendResponseSchema,
  type SendRequestInput,
} from "../contract/send";
import { envelope } from "../contract/envelope";
import { z } from "zod";
import { creditKeys } from "./credit";
import { apiPost } from "./client";

export const sendKeys = {
  all: ["send"] as const,
  price: (line: string, message: string) => [...sendKeys.all, "price", { line, message }] as const,
};

/**
 * What one recipient costs on MCI and on the others with this line and text (all parts, the
 * line's cancel suffix counted). Kept while the next text is priced, so the figure never blinks.
 */
export function useMessagePrice(line: string | null | undefined, message: string) {
  const enabled = Boolean(line) && message.trim().length > 0;
  return useQuery({
    queryKey: sendKeys.price(line ?? "", message),
    queryFn: () => apiPost(calculatePriceResponseSchema, "v1/api/send/calculate-price", { number: line, message }).then((body) => body.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Sends once: every attempt of one confirmation carries the same `Idempotency-Key`, so a double
 * click or a retried request never sends twice. The caller makes a new key per confirmation.
 */
export function useSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: SendRequestInput; idempotencyKey: string }) =>
      apiPost(sendResponseSchema, "v1/api/send", request, { "idempotency-key": idempotencyKey }).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}

export function useCancelSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(envelope(z.unknown()), "v1/api/send/cancel", cancelSendRequestSchema.parse({ message_outbox_id: id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
