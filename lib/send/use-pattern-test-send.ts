"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { apiPost } from "../api/client";
import { postSend, sendKeys, useSend } from "../api/send";
import { calculatePriceResponseSchema } from "../contract/send";
import type { PatternSendRequest } from "../contract/send-request";
import { toErrorMessage } from "../errors/to-message";
import { countByOperator } from "../sms/operators";
import { quoteSend, type SendQuote } from "./quote";
import { newIdempotencyKey } from "./use-send-flow";

interface Pending {
  request: PatternSendRequest;
  /** The text as the recipient reads it, priced by its parts. */
  text: string;
  breakdown: SendQuote;
}

/**
 * A pattern's test send, as every send goes: priced from the filled text (`send/calculate-price`),
 * confirmed, then sent once with one idempotency key per confirmation. It stays on the pattern's
 * page: the latest send's id is kept so the page can follow its delivery, the values kept for another.
 */
export function usePatternTestSend() {
  const queryClient = useQueryClient();
  const send = useSend();
  const [pending, setPending] = useState<Pending | null>(null);
  const [pricing, setPricing] = useState(false);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [sentId, setSentId] = useState<string | null>(null);
  const key = useRef("");
  // Two clicks before React re-renders would both see the mutation idle; this flag does not wait.
  const inFlight = useRef(false);

  /** Prices the send and opens the confirmation; false when pricing failed (the reason is kept). */
  async function review(request: PatternSendRequest, text: string): Promise<boolean> {
    setPricing(true);
    setPriceError(null);
    try {
      const price = await queryClient.fetchQuery({
        queryKey: sendKeys.price(request.from_number, text),
        queryFn: () =>
          apiPost(calculatePriceResponseSchema, "v1/api/send/calculate-price", {
            number: request.from_number,
            message: text,
          }).then((body) => body.data),
      });
      key.current = newIdempotencyKey();
      send.reset();
      setPending({ request, text, breakdown: quoteSend(price, countByOperator(request.recipients)) });
      return true;
    } catch (error) {
      setPriceError(toErrorMessage(error));
      return false;
    } finally {
      setPricing(false);
    }
  }

  function confirm() {
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    const { request } = pending;
    send.mutate(
      { submit: (idempotencyKey) => postSend(request, idempotencyKey), idempotencyKey: key.current },
      {
        onSuccess: (data) => {
          setPending(null);
          setSentId(String(data.message_outbox_ids[0]));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const close = useCallback(() => setPending(null), []);

  return {
    review,
    confirm,
    close,
    pricing,
    priceError,
    pending,
    sending: send.isPending,
    sendError: send.error ?? null,
    sentId,
  };
}
