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

/** A new key; the answer holds the key itself, this once (never cached: it lives in the dialog only). */
export function useCreateApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (request: ApiKeyCreateRequest) =>
      apiPost(
        apiKeySecretResponseSchema,
        `${API_KEY_PATH}/create`,
        checkedRequest(apiKeyCreateRequestSchema, request),
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
