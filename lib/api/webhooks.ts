"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emptyResponseSchema } from "../contract/common";
import {
  webhookDeliveryDetailResponseSchema,
  webhookEndpointRequestSchema,
  webhookEndpointResponseSchema,
  webhookEndpointWithSecretResponseSchema,
  type WebhookDeliveryDetail,
  type WebhookEndpointRequest,
} from "../contract/webhooks";
import { checkedRequest } from "./checked-request";
import { apiPost, apiRequest } from "./client";
import { retryUnless } from "./query-client";
import { browserQuery } from "./queries/in-browser";
import {
  WEBHOOKS_PATH,
  webhookDeliveriesQuery,
  webhookDeliveryQuery,
  webhookEndpointsQuery,
  webhookKeys,
} from "./queries/webhook-queries";

/** While a message still waits for a retry, its log is read again this often, so its tries show as they happen. */
const PENDING_REFRESH_MS = 2_000;
/** An open delivery log is read again this often, so new messages show without a reload. */
const LOG_REFRESH_MS = 5_000;

export const useWebhookEndpoints = () => useQuery(browserQuery(webhookEndpointsQuery));

/** An endpoint's newest delivery (the list's «آخرین ارسال»), or null before its first. */
export function useLastDelivery(endpointId: number) {
  return useQuery({
    ...browserQuery(webhookDeliveriesQuery(endpointId, 1, 1)),
    select: (page) => page.data[0] ?? null,
    refetchInterval: (query) => (query.state.data?.data[0]?.state === "pending" ? PENDING_REFRESH_MS : false),
  });
}

/** A page of an endpoint's delivery log, kept fresh while open; the last page stays while the next loads. */
export function useDeliveries(endpointId: number, page: number, perPage: number) {
  return useQuery({
    ...browserQuery(webhookDeliveriesQuery(endpointId, page, perPage)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.state === "pending") ? PENDING_REFRESH_MS : LOG_REFRESH_MS,
  });
}

/** One delivery with its payload and tries; read again while it waits for a retry. */
export function useDelivery(id: number) {
  return useQuery({
    ...browserQuery(webhookDeliveryQuery(id)),
    retry: retryUnless(404),
    refetchInterval: (query) => (query.state.data?.state === "pending" ? PENDING_REFRESH_MS : false),
  });
}

/** After any change: the endpoints and their logs are read again. */
function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useCreateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (request: WebhookEndpointRequest) =>
      apiPost(
        webhookEndpointWithSecretResponseSchema,
        WEBHOOKS_PATH,
        checkedRequest(webhookEndpointRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: refresh,
  });
}

export function useUpdateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: WebhookEndpointRequest }) =>
      apiRequest(webhookEndpointResponseSchema, `${WEBHOOKS_PATH}/${id}`, {
        method: "put",
        json: checkedRequest(webhookEndpointRequestSchema, request),
      }).then((body) => body.data),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: number) => apiRequest(emptyResponseSchema, `${WEBHOOKS_PATH}/${id}`, { method: "delete" }),
    onSuccess: refresh,
  });
}

/** A new signing secret, answered this once; the old one signs beside it for a day. */
export function useRotateWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost(webhookEndpointWithSecretResponseSchema, `${WEBHOOKS_PATH}/${id}/rotate`).then((body) => body.data),
    onSuccess: refresh,
  });
}

/** A failing or disabled endpoint back to active. */
export function useEnableWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost(webhookEndpointResponseSchema, `${WEBHOOKS_PATH}/${id}/enable`).then((body) => body.data),
    onSuccess: refresh,
  });
}

/** Stops an endpoint: nothing is made or sent for it until it is enabled again. */
export function useDisableWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost(webhookEndpointResponseSchema, `${WEBHOOKS_PATH}/${id}/disable`).then((body) => body.data),
    onSuccess: refresh,
  });
}

/** A delivery's tries as the answer tells them, kept for its detail without asking again. */
function useKeepDelivery() {
  const queryClient = useQueryClient();
  const refresh = useRefreshWebhooks();
  return (delivery: WebhookDeliveryDetail) => {
    queryClient.setQueryData(webhookKeys.delivery(delivery.id), delivery);
    return refresh();
  };
}

/** «ارسال آزمایشی»: a test message tried once, now; answers how it went. */
export function useSendWebhookTest() {
  const keep = useKeepDelivery();
  return useMutation({
    mutationFn: (endpointId: number) =>
      apiPost(webhookDeliveryDetailResponseSchema, `${WEBHOOKS_PATH}/${endpointId}/test`).then((body) => body.data),
    onSuccess: keep,
  });
}

/** «ارسال مجدد»: the same message tried again now, with its same id. */
export function useRedeliverWebhook() {
  const keep = useKeepDelivery();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      apiPost(webhookDeliveryDetailResponseSchema, `${WEBHOOKS_PATH}/deliveries/${deliveryId}/redeliver`).then(
        (body) => body.data,
      ),
    onSuccess: keep,
  });
}
