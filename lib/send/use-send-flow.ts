"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { calculatePriceResponseSchema } from "../contract/send";
import { apiPost } from "../api/client";
import { sendKeys, useSend, type SendIds } from "../api/send";
import { toErrorMessage } from "../errors/to-message";
import type { PerOperator } from "../sms/operators";
import type { PriceBreakdown } from "../sms/price";
import { quoteSend } from "./quote";

/** A fresh key per confirmation; getRandomValues also works where randomUUID is missing (plain http). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends the confirmed request with the confirmation's idempotency key. */
export type SendSubmit = (idempotencyKey: string) => Promise<SendIds>;

interface Pending {
  submit: SendSubmit;
  breakdown: PriceBreakdown;
}

/**
 * Every way of sending ends the same: price the send, show the confirmation, send it once with
 * one idempotency key per confirmation, then open the success page.
 */
export function useSendFlow() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const send = useSend();
  const [pending, setPending] = useState<Pending | null>(null);
  const [pricing, setPricing] = useState(false);
  const [priceError, setPriceError] = useState<string | null>(null);
  const key = useRef("");

  /** Prices the send and opens the confirmation; answers false when pricing failed (the error is kept). */
  async function review(submit: SendSubmit, line: string, message: string, recipients: PerOperator): Promise<boolean> {
    setPricing(true);
    setPriceError(null);
    try {
      const price = await queryClient.fetchQuery({
        queryKey: sendKeys.price(line, message),
        queryFn: () => apiPost(calculatePriceResponseSchema, "v1/api/send/calculate-price", { number: line, message }).then((body) => body.data),
      });
      key.current = newIdempotencyKey();
      send.reset();
      setPending({ submit, breakdown: quoteSend(price, recipients) });
      return true;
    } catch (error) {
      setPriceError(toErrorMessage(error));
      return false;
    } finally {
      setPricing(false);
    }
  }

  // Two clicks before React re-renders would both see the mutation idle; this flag does not wait.
  const inFlight = useRef(false);
  function confirm() {
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    send.mutate(
      { submit: pending.submit, idempotencyKey: key.current },
      {
        onSuccess: (data) => router.push(`/send-sms/${data.message_outbox_ids[0]}`),
        onError: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return {
    review,
    confirm,
    close: () => setPending(null),
    pricing,
    priceError,
    breakdown: pending?.breakdown ?? null,
    open: pending !== null,
    sending: send.isPending || send.isSuccess,
    sendError: send.error ? toErrorMessage(send.error) : null,
  };
}
