"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { calculatePriceResponseSchema } from "../contract/send";
import { apiPost } from "../api/client";
import { sendKeys, useSend, type SendIds } from "../api/send";
import { toErrorMessage } from "../errors/to-message";
import type { SmsEncoding } from "../sms/message-parts";
import type { PerOperator } from "../sms/operators";
import type { PriceGroup } from "./personal-price-groups";
import { quotePersonalised, quoteSend, type SendQuote } from "./quote";

/** A fresh key per confirmation; getRandomValues also works where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends the confirmed request with the confirmation's idempotency key. */
export type SendSubmit = (idempotencyKey: string) => Promise<SendIds>;

interface Pending {
  submit: SendSubmit;
  breakdown: SendQuote;
  /** When the priced request goes, as sent: the confirmation shows this, not the form as it is now. */
  sendTime?: string;
}

/** A text of one part in each encoding, to learn the line's tariff per part for personal texts. */
const ONE_PART_SAMPLES: Record<SmsEncoding, string> = { "GSM-7": "a", "UCS-2": "س" };

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

  const priceOf = (line: string, message: string) =>
    queryClient.fetchQuery({
      queryKey: sendKeys.price(line, message),
      queryFn: () =>
        apiPost(calculatePriceResponseSchema, "v1/api/send/calculate-price", { number: line, message }).then(
          (body) => body.data,
        ),
    });

  /** Prices the send and opens the confirmation; answers false when pricing failed (the error is kept). */
  async function open(
    submit: SendSubmit,
    quote: () => Promise<SendQuote>,
    sendTime: string | undefined,
  ): Promise<boolean> {
    setPricing(true);
    setPriceError(null);
    try {
      const breakdown = await quote();
      key.current = newIdempotencyKey();
      send.reset();
      setPending({ submit, breakdown, sendTime });
      return true;
    } catch (error) {
      setPriceError(toErrorMessage(error));
      return false;
    } finally {
      setPricing(false);
    }
  }

  /** One text for every recipient. */
  const review = (
    submit: SendSubmit,
    line: string,
    message: string,
    recipients: PerOperator,
    sendTime: string | undefined,
  ) => open(submit, async () => quoteSend(await priceOf(line, message), recipients), sendTime);

  /** Each recipient's own text (keyword, peer-to-peer), grouped by encoding and parts; `estimate` when only a sample was read. */
  const reviewPersonalised = (
    submit: SendSubmit,
    line: string,
    groups: readonly PriceGroup[],
    sendTime: string | undefined,
    estimate?: SendQuote["estimate"],
  ) =>
    open(
      submit,
      async () => {
        const encodings = [...new Set(groups.map((group) => group.encoding))];
        const prices = await Promise.all(encodings.map((encoding) => priceOf(line, ONE_PART_SAMPLES[encoding])));
        const byEncoding = Object.fromEntries(encodings.map((encoding, i) => [encoding, prices[i]!])) as Parameters<
          typeof quotePersonalised
        >[0];
        const quote = quotePersonalised(byEncoding, groups);
        return estimate ? { ...quote, estimate } : quote;
      },
      sendTime,
    );

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
    reviewPersonalised,
    confirm,
    close: () => setPending(null),
    pricing,
    priceError,
    breakdown: pending?.breakdown ?? null,
    sendTime: pending?.sendTime,
    open: pending !== null,
    sending: send.isPending || send.isSuccess,
    sendError: send.error ? toErrorMessage(send.error) : null,
  };
}
