"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelSendRequestSchema, sendResponseSchema } from "../contract/send";
import type { SendRequestInput } from "../contract/send-request";
import { envelope } from "../contract/envelope";
import * as z from "zod/mini";
import { creditKeys } from "./credit";
import { apiPost } from "./client";
import { apiUpload } from "./upload";

export const sendKeys = {
  all: ["send"] as const,
  price: (line: string, message: string) => [...sendKeys.all, "price", { line, message }] as const,
};

export type SendIds = z.infer<typeof sendResponseSchema>["data"];

/**
 * Posts one send: every attempt of one confirmation carries the same `Idempotency-Key`, so a
 * double click or a retried request never sends twice. The caller makes a new key per confirmation.
 */
export const postSend = (request: SendRequestInput, idempotencyKey: string): Promise<SendIds> =>
  apiPost(sendResponseSchema, "v1/api/send", request, { "idempotency-key": idempotencyKey }).then((body) => body.data);

/** A file send (`file`, `keyword`, `peer_to_peer_file`) as multipart, with upload progress. */
export const postFileSend = (
  form: FormData,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<SendIds> =>
  apiUpload(sendResponseSchema, "v1/api/send", form, {
    onProgress,
    headers: { "idempotency-key": idempotencyKey },
  }).then((body) => body.data);

/** Runs a confirmed send (JSON or multipart) and refreshes the credit it changed. */
export function useSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      submit,
      idempotencyKey,
    }: {
      submit: (idempotencyKey: string) => Promise<SendIds>;
      idempotencyKey: string;
    }) => submit(idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}

/**
 * Stops a send. `onCancelled` runs with the mutation itself, so it is not lost when the live
 * progress of the stop reaches the screen first and takes the stop button away.
 */
export function useCancelSend(onCancelled?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost(envelope(z.unknown()), "v1/api/send/cancel", cancelSendRequestSchema.parse({ message_outbox_id: id })),
    onSuccess: () => {
      onCancelled?.();
      return queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
}
