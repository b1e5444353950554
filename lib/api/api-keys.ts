"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  apiKeyCodeResponseSchema,
  apiKeyCreateRequestSchema,
  apiKeyDeleteRequestSchema,
  apiKeySecretResponseSchema,
  apiKeyShowRequestSchema,
  type ApiKeyCreateRequest,
} from "../contract/api-keys";
import { emptyResponseSchema } from "../contract/common";
import { ApiError } from "../errors/api-error";
import { toErrorMessage } from "../errors/to-message";
import { checkedRequest } from "./checked-request";
import { apiPost, apiRequest } from "./client";
import { API_KEY_PATH, apiKeyKeys, apiKeysQuery } from "./queries/api-key-queries";
import { browserQuery } from "./queries/in-browser";

export const useApiKeys = () => useQuery(browserQuery(apiKeysQuery()));

function useRefreshKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
}

/** A code to the account owner's mobile, confirming a new key or a key shown anew: `{sent, mobile, resend_in}`. */
export function useSendApiKeyCode() {
  return useMutation({
    mutationFn: () => apiPost(apiKeyCodeResponseSchema, `${API_KEY_PATH}/otp`).then((body) => body.data),
  });
}

/**
 * Edge answers a wrong or expired code of `create` and `show` with 401 (the BFF lets these two
 * through, upstream-path.mjs). Here it is the code field's message, not an ended session: it is
 * handed on as a field refusal at `code`, which the query client's 401 handler leaves alone.
 */
async function codeRefusedAtField<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const message = toErrorMessage(error);
    throw new ApiError(422, { data: null, meta: { status: false, message, errors: { code: [message] } } });
  }
}

/** A new key; the answer holds the key itself, this once (never cached: it lives in the dialog only). */
export function useCreateApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (request: ApiKeyCreateRequest) =>
      codeRefusedAtField(
        apiPost(
          apiKeySecretResponseSchema,
          `${API_KEY_PATH}/create`,
          checkedRequest(apiKeyCreateRequestSchema, request),
        ),
      ).then((body) => body.data),
    onSuccess: refresh,
  });
}

/** A new secret for the key (the old one stops working now), answered this once. */
export function useShowApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (request: { id: number; code: string }) =>
      apiPost(
        apiKeySecretResponseSchema,
        `${API_KEY_PATH}/show`,
        checkedRequest(apiKeyShowRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: refresh,
  });
}

/** Deletes the key: refused from the next call on. */
export function useDeleteApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: number) =>
      // In the query: the BFF refuses a DELETE that carries a body.
      apiRequest(emptyResponseSchema, API_KEY_PATH, {
        method: "delete",
        searchParams: checkedRequest(apiKeyDeleteRequestSchema, { id }),
      }),
    onSuccess: refresh,
  });
}
